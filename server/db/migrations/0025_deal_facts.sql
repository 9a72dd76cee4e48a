CREATE TABLE "lead_deal_facts" (
	"id" text PRIMARY KEY NOT NULL,
	"person_key" text NOT NULL,
	"is_current" boolean NOT NULL,
	"lead_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"deal_value" bigint,
	"first_response_at" timestamp with time zone,
	"qualified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"channel" text NOT NULL,
	"utm_source" text,
	"utm_campaign" text,
	"referrer" text,
	"landing_page" text,
	"first_tool" text,
	"affiliate" text
);
--> statement-breakpoint
ALTER TABLE "lead_people_changes" ADD COLUMN "person_key" text;--> statement-breakpoint
CREATE INDEX "lead_deal_facts_person_idx" ON "lead_deal_facts" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "lead_deal_facts_lead_at_idx" ON "lead_deal_facts" USING btree ("lead_at");--> statement-breakpoint
CREATE INDEX "lead_deal_facts_qualified_idx" ON "lead_deal_facts" USING btree ("qualified_at");--> statement-breakpoint
CREATE INDEX "lead_deal_facts_closed_idx" ON "lead_deal_facts" USING btree ("closed_at");--> statement-breakpoint
-- A deal's stage, value or stamps changed: its person's facts are written again at the next sync
-- (by its enquiry when the deal has no person yet).
CREATE FUNCTION "lead_deal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r "lead_workflow";
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  INSERT INTO "lead_people_changes" ("lead_id", "person_key")
  VALUES (CASE WHEN r."person_key" IS NULL THEN r."lead_id" END, r."person_key");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_workflow_facts" AFTER INSERT OR DELETE
  OR UPDATE OF "status", "deal_value", "first_response_at", "qualified_at", "closed_at", "created_at" ON "lead_workflow"
  FOR EACH ROW EXECUTE FUNCTION "lead_deal_changed"();--> statement-breakpoint
-- Where a lead came from changed (its campaign, referrer or landing page, or a tool it tried):
-- looked at again only when the visitor record has enquiries, so ordinary traffic queues nothing.
CREATE FUNCTION "lead_visitor_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visitor text := to_jsonb(NEW)->>TG_ARGV[0];
BEGIN
  IF EXISTS (SELECT 1 FROM "lead_enquiry_people" WHERE "client_id" = visitor) THEN
    INSERT INTO "lead_people_changes" ("client_id") VALUES (visitor);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_lead_attribution" AFTER UPDATE ON "clients"
  FOR EACH ROW WHEN (OLD."utm_source" IS DISTINCT FROM NEW."utm_source" OR OLD."utm_campaign" IS DISTINCT FROM NEW."utm_campaign"
    OR OLD."referrer" IS DISTINCT FROM NEW."referrer" OR (OLD."page_views"->>0) IS DISTINCT FROM (NEW."page_views"->>0))
  EXECUTE FUNCTION "lead_visitor_touched"('id');--> statement-breakpoint
CREATE TRIGGER "funnel_events_lead_tool" AFTER INSERT ON "funnel_events"
  FOR EACH ROW WHEN (NEW."client_id" IS NOT NULL)
  EXECUTE FUNCTION "lead_visitor_touched"('client_id');--> statement-breakpoint
-- Every person's facts are written on the first look after the upgrade.
INSERT INTO "lead_people_changes" ("lead_id") VALUES ('*');
