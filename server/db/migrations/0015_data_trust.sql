ALTER TABLE "affiliate_referrals" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "sales_applications_client_idx" ON "sales_applications" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_address_idx" ON "affiliate_referrals" USING btree ("address_hash");--> statement-breakpoint
CREATE INDEX "contact_messages_client_idx" ON "contact_messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tool_results_client_idx" ON "tool_results" USING btree ("client_id");