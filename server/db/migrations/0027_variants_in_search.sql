-- The search index reads a product's variants (their option values, colours, storages, memories, stock and prices:
-- searched, filtered and shown on the card) and its brand: a change of either is a change of the product in the log
-- that the index follows (migration 0024), whether or not it moved the product's default figures.
CREATE FUNCTION "log_variant_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("product_id") VALUES (OLD."product_id");
  ELSE
    INSERT INTO "catalogue_changes" ("product_id") VALUES (NEW."product_id");
    IF TG_OP = 'UPDATE' AND OLD."product_id" IS DISTINCT FROM NEW."product_id" THEN
      INSERT INTO "catalogue_changes" ("product_id") VALUES (OLD."product_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changes_insert"
AFTER INSERT OR DELETE ON "product_variants"
FOR EACH ROW EXECUTE FUNCTION "log_variant_change"();--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changes_update"
AFTER UPDATE ON "product_variants"
FOR EACH ROW
WHEN ((OLD."product_id", OLD."option_values", OLD."price", OLD."price_after_discount", OLD."quantity", OLD."images",
       OLD."color", OLD."color_ar", OLD."storage", OLD."memory", OLD."position", OLD."archived_at")
  IS DISTINCT FROM
      (NEW."product_id", NEW."option_values", NEW."price", NEW."price_after_discount", NEW."quantity", NEW."images",
       NEW."color", NEW."color_ar", NEW."storage", NEW."memory", NEW."position", NEW."archived_at"))
EXECUTE FUNCTION "log_variant_change"();--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changes_truncate"
AFTER TRUNCATE ON "product_variants"
FOR EACH STATEMENT EXECUTE FUNCTION "log_catalogue_change"();--> statement-breakpoint
DROP TRIGGER "products_catalogue_changes_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes_update"
AFTER UPDATE ON "products"
FOR EACH ROW
WHEN ((OLD."name", OLD."name_ar", OLD."description", OLD."description_ar", OLD."category_id", OLD."price",
       OLD."price_after_discount", OLD."quantity", OLD."color", OLD."color_ar", OLD."specs", OLD."cpu", OLD."memory",
       OLD."storage", OLD."display", OLD."archived_at", OLD."seq", OLD."created_at", OLD."brand", OLD."brand_ar",
       OLD."options")
  IS DISTINCT FROM
      (NEW."name", NEW."name_ar", NEW."description", NEW."description_ar", NEW."category_id", NEW."price",
       NEW."price_after_discount", NEW."quantity", NEW."color", NEW."color_ar", NEW."specs", NEW."cpu", NEW."memory",
       NEW."storage", NEW."display", NEW."archived_at", NEW."seq", NEW."created_at", NEW."brand", NEW."brand_ar",
       NEW."options"))
EXECUTE FUNCTION "log_product_change"();
