CREATE TABLE "lead_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_key" text NOT NULL,
	"into_key" text NOT NULL,
	"repointed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merged_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_merges_active_from_idx" ON "lead_merges" USING btree ("from_key") WHERE "lead_merges"."undone_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lead_merges_into_idx" ON "lead_merges" USING btree ("into_key");--> statement-breakpoint
-- A lead's workflow row becomes a deal with its own id, opened on that enquiry.
ALTER TABLE "lead_workflow" DROP CONSTRAINT "lead_workflow_pkey";--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "lead_workflow" SET "created_at" = least("updated_at", coalesce("first_response_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "lead_workflow_lead_idx" ON "lead_workflow" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "lead_workflow" ADD COLUMN "person_key" text;--> statement-breakpoint
CREATE INDEX "lead_workflow_person_idx" ON "lead_workflow" USING btree ("person_key","created_at");--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "deal_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_deal_id_lead_workflow_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."lead_workflow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_deal_idx" ON "lead_notes" USING btree ("deal_id","created_at");--> statement-breakpoint
-- Every note belongs to its lead's deal (migration 0020 gave every lead with notes a row).
UPDATE "lead_notes" n SET "deal_id" = w."id" FROM "lead_workflow" w WHERE w."lead_id" = n."lead_id";--> statement-breakpoint
-- One deal per person. The person of each deal's enquiry, keyed as the server keys people
-- (server/modules/leads/people.ts at this version): the e-mail, trimmed and lower-cased, else the
-- visitor record, else the enquiry itself.
CREATE TABLE "lead_migration_people" AS
SELECT w."id", coalesce('email:' || nullif(lower(trim(coalesce(s."email", c."email"))), ''),
                       'visitor:' || s."client_id", 'lead:' || w."lead_id") AS "person_key"
FROM "lead_workflow" w
LEFT JOIN (
  SELECT 'contact:' || m."id"::text AS "lead_id", m."email", m."client_id" FROM "contact_messages" m
  UNION ALL SELECT 'opportunity:' || t."id"::text, t."email", t."client_id" FROM "tool_results" t
  UNION ALL SELECT 'booking:' || b."id"::text, b."attendee_email", b."client_id" FROM "bookings" b
  UNION ALL SELECT k."kind" || ':' || f."id", NULL, f."client_id"
    FROM "funnel_events" f CROSS JOIN (VALUES ('readiness'), ('calculator')) AS k("kind") WHERE f."stage" = 'purchase'
) s ON s."lead_id" = w."lead_id"
LEFT JOIN "clients" c ON c."id" = s."client_id";--> statement-breakpoint
-- Per person with more than one: the deal that went furthest survives (a closed deal counts as
-- furthest, won before lost; the latest change breaks ties), with the latest owner, the earliest
-- answer, and the others' date, value and close where it had none.
CREATE TABLE "lead_migration_merges" AS
SELECT p."person_key",
  (array_agg(w."id" ORDER BY CASE w."status" WHEN 'won' THEN 5 WHEN 'lost' THEN 4 WHEN 'proposal' THEN 3
     WHEN 'qualified' THEN 2 WHEN 'contacted' THEN 1 ELSE 0 END DESC, w."updated_at" DESC))[1] AS "survivor",
  (array_agg(w."owner_id" ORDER BY w."updated_at" DESC) FILTER (WHERE w."owner_id" IS NOT NULL))[1] AS "owner_id",
  (array_agg(w."follow_up_on" ORDER BY w."updated_at" DESC) FILTER (WHERE w."follow_up_on" IS NOT NULL))[1] AS "follow_up_on",
  max(w."deal_value") AS "deal_value",
  max(w."expected_close_on") AS "expected_close_on",
  min(w."first_response_at") AS "first_response_at",
  min(w."qualified_at") AS "qualified_at",
  min(w."created_at") AS "created_at",
  max(w."updated_at") AS "updated_at"
FROM "lead_workflow" w JOIN "lead_migration_people" p ON p."id" = w."id"
GROUP BY p."person_key" HAVING count(*) > 1;--> statement-breakpoint
UPDATE "lead_workflow" w SET
  "owner_id" = m."owner_id",
  "follow_up_on" = coalesce(w."follow_up_on", m."follow_up_on"),
  "deal_value" = coalesce(w."deal_value", m."deal_value"),
  "expected_close_on" = coalesce(w."expected_close_on", m."expected_close_on"),
  "first_response_at" = m."first_response_at",
  "qualified_at" = m."qualified_at",
  "created_at" = m."created_at",
  "updated_at" = m."updated_at"
FROM "lead_migration_merges" m WHERE w."id" = m."survivor";--> statement-breakpoint
UPDATE "lead_notes" n SET "deal_id" = m."survivor"
FROM "lead_migration_people" p JOIN "lead_migration_merges" m ON m."person_key" = p."person_key"
WHERE n."deal_id" = p."id" AND p."id" <> m."survivor";--> statement-breakpoint
DELETE FROM "lead_workflow" w USING "lead_migration_people" p, "lead_migration_merges" m
WHERE p."id" = w."id" AND m."person_key" = p."person_key" AND w."id" <> m."survivor";--> statement-breakpoint
DROP TABLE "lead_migration_merges";--> statement-breakpoint
DROP TABLE "lead_migration_people";
--> statement-breakpoint
CREATE TABLE "lead_enquiry_people" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" text,
	"name" text,
	"email" text,
	"phone" text,
	"company" text,
	"body" text,
	"topic" text,
	"value" double precision,
	"affiliate_code" text,
	"natural_key" text NOT NULL,
	"person_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_people" (
	"person_key" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" text,
	"name" text,
	"email" text,
	"phone" text,
	"company" text,
	"body" text,
	"topic" text,
	"value" double precision,
	"affiliate_code" text,
	"enquiries" integer NOT NULL,
	"kinds" text[] NOT NULL,
	"deal_id" uuid,
	"first_lead_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_client_id" text,
	"first_affiliate_code" text,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_people_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" text,
	"client_id" text,
	"email" text
);
--> statement-breakpoint
CREATE INDEX "lead_enquiry_people_person_idx" ON "lead_enquiry_people" USING btree ("person_key","created_at");--> statement-breakpoint
CREATE INDEX "lead_enquiry_people_natural_idx" ON "lead_enquiry_people" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "lead_enquiry_people_client_idx" ON "lead_enquiry_people" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "lead_people_created_idx" ON "lead_people" USING btree ("created_at","lead_id");--> statement-breakpoint
CREATE INDEX "lead_people_deal_idx" ON "lead_people" USING btree ("deal_id");--> statement-breakpoint
-- Every change to an enquiry or a visitor record says whose people to look at again, in the same
-- transaction: TG_ARGV is the row's visitor-record column, its e-mail column (or '') and the
-- prefixes of its lead ids (comma-separated, or '').
CREATE FUNCTION "lead_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  prefix text;
BEGIN
  FOREACH r IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
    CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
  ] LOOP
    CONTINUE WHEN r IS NULL;
    INSERT INTO "lead_people_changes" ("client_id", "email")
    VALUES (r->>TG_ARGV[0], CASE WHEN TG_ARGV[1] <> '' THEN nullif(lower(trim(r->>TG_ARGV[1])), '') END);
    IF TG_ARGV[2] <> '' THEN
      FOREACH prefix IN ARRAY string_to_array(TG_ARGV[2], ',') LOOP
        INSERT INTO "lead_people_changes" ("lead_id") VALUES (prefix || ':' || (r->>'id'));
      END LOOP;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contact_messages_people" AFTER INSERT OR UPDATE OR DELETE ON "contact_messages"
  FOR EACH ROW EXECUTE FUNCTION "lead_people_changed"('client_id', 'email', 'contact');--> statement-breakpoint
CREATE TRIGGER "tool_results_people" AFTER INSERT OR UPDATE OR DELETE ON "tool_results"
  FOR EACH ROW EXECUTE FUNCTION "lead_people_changed"('client_id', 'email', 'opportunity');--> statement-breakpoint
CREATE TRIGGER "bookings_people" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "lead_people_changed"('client_id', 'attendee_email', 'booking');--> statement-breakpoint
-- Only a finished funnel is an enquiry; the many other funnel records change nobody.
CREATE TRIGGER "funnel_events_people_insert" AFTER INSERT ON "funnel_events"
  FOR EACH ROW WHEN (NEW."stage" = 'purchase')
  EXECUTE FUNCTION "lead_people_changed"('client_id', '', 'readiness,calculator');--> statement-breakpoint
CREATE TRIGGER "funnel_events_people_delete" AFTER DELETE ON "funnel_events"
  FOR EACH ROW WHEN (OLD."stage" = 'purchase')
  EXECUTE FUNCTION "lead_people_changed"('client_id', '', 'readiness,calculator');--> statement-breakpoint
-- A visitor record lends its details to its enquiries; its visits change nobody.
CREATE TRIGGER "clients_people_update" AFTER UPDATE ON "clients"
  FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."name" IS DISTINCT FROM NEW."name"
    OR OLD."phone" IS DISTINCT FROM NEW."phone" OR OLD."company" IS DISTINCT FROM NEW."company"
    OR OLD."affiliate_code" IS DISTINCT FROM NEW."affiliate_code")
  EXECUTE FUNCTION "lead_people_changed"('id', 'email', '');--> statement-breakpoint
CREATE TRIGGER "clients_people_delete" AFTER DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "lead_people_changed"('id', 'email', '');--> statement-breakpoint
-- Everyone is sorted into people on the first look after the upgrade.
INSERT INTO "lead_people_changes" ("lead_id") VALUES ('*');
