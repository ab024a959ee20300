CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_created_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_id_pattern_idx" ON "orders" USING btree ("id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_contact_trgm_idx" ON "users" USING gin (("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): order notes are append-only like the activity log. No note is
-- changed or removed once written, whoever connects; TRUNCATE stays possible (emptying or restoring a whole database).
CREATE FUNCTION "order_notes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_notes is append-only (% refused)', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_notes_append_only"
BEFORE UPDATE OR DELETE ON "order_notes"
FOR EACH ROW EXECUTE FUNCTION "order_notes_append_only"();
