CREATE TABLE "catalogue_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The search index follows catalogue_changes (below) product by product; the whole-catalogue version of migration
-- 0004 and its triggers go.
DROP TRIGGER "products_search_version" ON "products";--> statement-breakpoint
DROP TRIGGER "categories_search_version" ON "categories";--> statement-breakpoint
DROP FUNCTION "bump_catalogue_search_version"();--> statement-breakpoint
DROP TABLE "catalogue_state" CASCADE;--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at");--> statement-breakpoint
-- The search index of every instance follows this log (server/catalogue/search.ts): a row per product whose searched
-- or ranked fields changed (stock and price too: they order and filter results, and are patched in place, never by a
-- rebuild; created_at too: the newest sort's), a row without a product when categories or synonyms change, and '*'
-- when products were truncated.
CREATE FUNCTION "log_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("product_id") VALUES (OLD."id");
  ELSE
    INSERT INTO "catalogue_changes" ("product_id") VALUES (NEW."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes_insert"
AFTER INSERT OR DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "log_product_change"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes_update"
AFTER UPDATE ON "products"
FOR EACH ROW
WHEN ((OLD."name", OLD."name_ar", OLD."description", OLD."description_ar", OLD."category_id", OLD."price",
       OLD."price_after_discount", OLD."quantity", OLD."color", OLD."color_ar", OLD."specs", OLD."cpu", OLD."memory",
       OLD."storage", OLD."display", OLD."archived_at", OLD."seq", OLD."created_at")
  IS DISTINCT FROM
      (NEW."name", NEW."name_ar", NEW."description", NEW."description_ar", NEW."category_id", NEW."price",
       NEW."price_after_discount", NEW."quantity", NEW."color", NEW."color_ar", NEW."specs", NEW."cpu", NEW."memory",
       NEW."storage", NEW."display", NEW."archived_at", NEW."seq", NEW."created_at"))
EXECUTE FUNCTION "log_product_change"();--> statement-breakpoint
CREATE FUNCTION "log_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_changes" ("product_id") VALUES (CASE WHEN TG_OP = 'TRUNCATE' THEN '*' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes_truncate"
AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changes"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalogue_changes"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();--> statement-breakpoint
-- The synonym groups a new shop starts with (issue 40); managers change them in the back office.
INSERT INTO "search_synonyms" ("id", "terms") VALUES
  ('seed-phone', '["موبايل", "تليفون", "هاتف", "phone", "mobile"]'),
  ('seed-laptop', '["لابتوب", "لاب توب", "laptop", "notebook"]'),
  ('seed-headphones', '["سماعة", "سماعات", "headphones"]'),
  ('seed-charger', '["شاحن", "charger"]'),
  ('seed-mouse', '["ماوس", "mouse"]');
