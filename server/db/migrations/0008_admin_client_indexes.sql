CREATE INDEX "funnel_events_client_idx" ON "funnel_events" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "journey_events_client_idx" ON "journey_events" USING btree ("client_id");