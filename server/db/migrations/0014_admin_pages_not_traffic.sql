-- The admin console is not visitor traffic: events recorded under /admin before the server
-- dropped them go, and the delete triggers take them out of the analytics summaries too.
DELETE FROM journey_events WHERE page = '/admin' OR page LIKE '/admin/%' OR exit_page = '/admin' OR exit_page LIKE '/admin/%';--> statement-breakpoint
DELETE FROM funnel_events WHERE page = '/admin' OR page LIKE '/admin/%';
