CREATE SEQUENCE "public"."products_row_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "row_version" bigint DEFAULT nextval('products_row_version_seq') NOT NULL;--> statement-breakpoint
-- Every insert and every update of a product row takes a new row_version, whatever the columns (stock at checkout
-- and cancel, ratings on review, a manual edit); a value given by the statement is overridden. Listings keep a
-- product's serialised text by (seq, row_version), so it must move whenever anything a listing shows of it does.
CREATE FUNCTION "products_next_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."row_version" := nextval('products_row_version_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_row_version"
BEFORE INSERT OR UPDATE ON "products"
FOR EACH ROW EXECUTE FUNCTION "products_next_row_version"();--> statement-breakpoint
-- A product's answer shows its category's id, slug and names: a change to those moves its products' row_version
-- (the products' trigger above gives the new values; only row_version is set, so the search version stays).
CREATE FUNCTION "categories_touch_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "row_version" = 0 WHERE "category_id" IN (OLD."id", NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_row_version"
AFTER UPDATE OF "id", "slug", "name", "name_ar" ON "categories"
FOR EACH ROW EXECUTE FUNCTION "categories_touch_products"();
