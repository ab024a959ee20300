DROP INDEX "return_lines_return_product_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "spec_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_kind" text DEFAULT 'official' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A return line from before names the order line's product, whose one variant (migration 0025) has its id.
ALTER TABLE "return_lines" ADD COLUMN "variant_id" text;--> statement-breakpoint
UPDATE "return_lines" SET "variant_id" = "product_id";--> statement-breakpoint
ALTER TABLE "return_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "bought_variant" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_variant_idx" ON "return_lines" USING btree ("return_id","variant_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_kind_valid" CHECK ("products"."warranty_kind" IN ('official', 'shop'));