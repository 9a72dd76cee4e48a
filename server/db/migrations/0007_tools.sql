CREATE TABLE "tool_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool" text NOT NULL,
	"email" text NOT NULL,
	"client_id" text,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tool_results_created_idx" ON "tool_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tool_results_email_idx" ON "tool_results" USING btree ("email");