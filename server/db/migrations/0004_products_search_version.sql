CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"search_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "search_version") VALUES (1, 0);--> statement-breakpoint
-- Raised once per statement (a bulk insert of 1,000 products is one step) that changes what a listing or search can
-- match: products added or removed, their text, category, price or specs changed, categories added, removed or
-- renamed. Stock and rating updates touch none of those columns, so checkouts and reviews leave the version alone.
CREATE FUNCTION "bump_catalogue_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "search_version" = "search_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_version"
AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "search_text", "category_id", "price", "price_after_discount", "cpu", "memory", "storage", "display"
ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_search_version"();--> statement-breakpoint
CREATE TRIGGER "categories_search_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "slug" ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_search_version"();
