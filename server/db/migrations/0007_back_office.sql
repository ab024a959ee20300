CREATE TABLE "activity_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"quantity_after" integer NOT NULL,
	"order_id" text,
	"actor_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_valid" CHECK ("stock_movements"."reason" IN ('received', 'damaged', 'correction', 'order', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
-- The activity log is append-only: no row is changed or removed once written, whoever connects. (TRUNCATE stays
-- possible: it is how a whole database is emptied or restored, never a row rewritten.)
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only (% refused)', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only"
BEFORE UPDATE OR DELETE ON "activity_log"
FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();--> statement-breakpoint
-- Archiving or restoring a product changes what listings and searches can match: migration 0004's trigger also
-- fires on archived_at, so the in-memory search index rebuilds (categories too, for their archive state).
DROP TRIGGER "products_search_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_version"
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "search_text", "category_id", "price", "price_after_discount", "cpu", "memory", "storage", "display",
    "archived_at"
ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_search_version"();--> statement-breakpoint
DROP TRIGGER "categories_search_version" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_search_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "slug", "archived_at" ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_search_version"();
