-- A product's spec values in Arabic as the back office writes them ({} = none: the shop's unit dictionary writes
-- them), and a change of them is a change of the product in the log the index and the caches follow (migration 0024).
ALTER TABLE "products" ADD COLUMN "specs_ar" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
DROP TRIGGER "products_catalogue_changes_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes_update"
AFTER UPDATE ON "products"
FOR EACH ROW
WHEN ((OLD."name", OLD."name_ar", OLD."description", OLD."description_ar", OLD."category_id", OLD."price",
       OLD."price_after_discount", OLD."quantity", OLD."color", OLD."color_ar", OLD."specs", OLD."cpu", OLD."memory",
       OLD."storage", OLD."display", OLD."archived_at", OLD."seq", OLD."created_at", OLD."brand", OLD."brand_ar",
       OLD."options", OLD."specs_ar")
  IS DISTINCT FROM
      (NEW."name", NEW."name_ar", NEW."description", NEW."description_ar", NEW."category_id", NEW."price",
       NEW."price_after_discount", NEW."quantity", NEW."color", NEW."color_ar", NEW."specs", NEW."cpu", NEW."memory",
       NEW."storage", NEW."display", NEW."archived_at", NEW."seq", NEW."created_at", NEW."brand", NEW."brand_ar",
       NEW."options", NEW."specs_ar"))
EXECUTE FUNCTION "log_product_change"();
