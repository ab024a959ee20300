CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"option_values" jsonb NOT NULL,
	"price" integer NOT NULL,
	"price_after_discount" integer DEFAULT 0 NOT NULL,
	"effective_price" integer GENERATED ALWAYS AS (CASE WHEN price_after_discount > 0 AND price_after_discount < price THEN price_after_discount ELSE price END) STORED,
	"quantity" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" text NOT NULL,
	"color_ar" text NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"memory" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_quantity_nonnegative" CHECK ("product_variants"."quantity" >= 0),
	CONSTRAINT "product_variants_price_nonnegative" CHECK ("product_variants"."price" >= 0 AND "product_variants"."price_after_discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_idx" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every product so far is sold one way: it becomes a product with one variant, which keeps the product's id (so a
-- cart or order line stored before, naming the product alone, names that variant), its price, stock, colour and
-- specs, shows the product's photos, and takes a SKU from its catalogue number.
INSERT INTO "product_variants" ("id", "product_id", "sku", "option_values", "price", "price_after_discount", "quantity", "images", "color", "color_ar", "storage", "memory", "created_at")
SELECT "id", "id", 'SKU-' || lpad("seq"::text, 6, '0'), '[]'::jsonb, "price", "price_after_discount", "quantity", '[]'::jsonb, "color", "color_ar", "storage", "memory", "created_at"
FROM "products";--> statement-breakpoint
UPDATE "stock_movements" SET "variant_id" = "product_id";
