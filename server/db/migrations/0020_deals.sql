ALTER TABLE "lead_workflow" ADD COLUMN "deal_value" bigint;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "qualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_workflow_closed_idx" ON "lead_workflow" USING btree ("closed_at");--> statement-breakpoint
-- Leads that only had notes get a workflow row, so their first answer is kept.
INSERT INTO "lead_workflow" ("lead_id", "updated_at")
SELECT DISTINCT n."lead_id", now() FROM "lead_notes" n
WHERE NOT EXISTS (SELECT 1 FROM "lead_workflow" w WHERE w."lead_id" = n."lead_id");--> statement-breakpoint
-- The past as well as it is known: the first status change in the audit log or the first note;
-- a deal closed or qualified before this column existed dates from its last change.
UPDATE "lead_workflow" w SET "first_response_at" = (
  SELECT min(t) FROM (
    SELECT min(a."created_at") AS t FROM "admin_audit_log" a
    WHERE a."action" = 'lead.updated' AND a."details"->>'leadId' = w."lead_id" AND a."details"->'changes' ? 'status'
    UNION ALL
    SELECT min(n."created_at") FROM "lead_notes" n WHERE n."lead_id" = w."lead_id"
  ) firsts
);--> statement-breakpoint
UPDATE "lead_workflow" SET "first_response_at" = "updated_at" WHERE "first_response_at" IS NULL AND "status" <> 'new';--> statement-breakpoint
UPDATE "lead_workflow" SET "closed_at" = "updated_at" WHERE "status" IN ('won', 'lost');--> statement-breakpoint
UPDATE "lead_workflow" SET "qualified_at" = "updated_at" WHERE "status" IN ('qualified', 'won');
