-- Hand-written (drizzle-kit cannot express triggers): the append-only tables refuse TRUNCATE too, not only UPDATE
-- and DELETE (migrations 0007 and 0009), so no statement empties what they recorded, whoever connects; a TRUNCATE
-- of users CASCADE, which would empty the log that names them, is refused with it. Emptying or restoring a whole
-- database is done by dropping it (pg_restore --create, npm run restore into an empty DATA_DIR).
CREATE TRIGGER "activity_log_no_truncate"
BEFORE TRUNCATE ON "activity_log"
FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_notes_no_truncate"
BEFORE TRUNCATE ON "order_notes"
FOR EACH STATEMENT EXECUTE FUNCTION "order_notes_append_only"();
