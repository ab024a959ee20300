-- Takes a database from migration 0029 back to 0024 (products without variants), for a build from before 0025.
-- Orders, carts, returns, reviews and stock movements keep every row: their lines already carry each product's name,
-- price and quantity. Lost: the options and variants (a product keeps its default variant's price, stock and colour),
-- brands, whose warranty, the categories' spec sets, what a review's writer bought and the specs' Arabic forms
-- (0029). A return with two variants of one product stops the rollback at the unique index below: roll back only
-- once no such return exists.
-- Run it in one transaction (scripts/rollback.ts does), after a backup (npm run backup).
-- 0028: the products' stock state (the back office's stock filter).
DROP INDEX "products_active_stock_state_idx";
ALTER TABLE "products" DROP CONSTRAINT "products_stock_state_valid";
ALTER TABLE "products" DROP COLUMN "stock_state";
-- 0029 and 0027: the products' change log trigger as 0024 made it (without the brand, options and Arabic specs it
-- came to watch).
DROP TRIGGER "products_catalogue_changes_update" ON "products";
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
EXECUTE FUNCTION "log_product_change"();
-- 0029: the specs' Arabic forms (after the trigger that read them).
ALTER TABLE "products" DROP COLUMN "specs_ar";
-- 0026 and 0025.
DROP INDEX "return_lines_return_variant_idx";
ALTER TABLE "return_lines" DROP COLUMN "variant_id";
CREATE UNIQUE INDEX "return_lines_return_product_idx" ON "return_lines" USING btree ("return_id","product_id");
ALTER TABLE "reviews" DROP COLUMN "bought_variant";
ALTER TABLE "products" DROP CONSTRAINT "products_warranty_kind_valid";
ALTER TABLE "products" DROP COLUMN "warranty_kind";
ALTER TABLE "products" DROP COLUMN "brand";
ALTER TABLE "products" DROP COLUMN "brand_ar";
ALTER TABLE "categories" DROP COLUMN "spec_keys";
ALTER TABLE "stock_movements" DROP COLUMN "variant_id";
ALTER TABLE "products" DROP COLUMN "options";
DROP TABLE "product_variants";
DROP FUNCTION "log_variant_change"();
-- The migrator's record of 0025–0029 (their "when" in migrations/meta/_journal.json), so that a later start
-- applies them again.
DELETE FROM "drizzle"."__drizzle_migrations"
WHERE "created_at" IN (1795900139000, 1795900199000, 1795900259000, 1795900319000,
  1795900379000);
