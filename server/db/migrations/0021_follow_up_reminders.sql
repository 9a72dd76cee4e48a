ALTER TABLE "lead_workflow" ADD COLUMN "follow_up_reminded_on" date;--> statement-breakpoint
-- Follow-ups already past on upgrade are in the inbox's "Follow-up due" view; reminding of each at
-- once would flood their owners, so reminders start with today's.
UPDATE "lead_workflow" SET "follow_up_reminded_on" = "follow_up_on" WHERE "follow_up_on" < current_date;
