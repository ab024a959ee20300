-- A product's stock state for the back office's stock filter: the worst of its variants on sale ('out' when one has
-- none, else 'low' when one has 1 to 5, LOW_STOCK_MAX in src/contract/backOffice.ts, else 'in'). Kept by the
-- catalogue in the transaction that changes a variant (server/catalogue/variants.ts, refreshDefaults). It changes
-- only when a variant crosses 0 or 5, so most checkouts' updates of the row stay HOT with it indexed.
ALTER TABLE "products" ADD COLUMN "stock_state" text DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_state_valid" CHECK ("products"."stock_state" IN ('in', 'low', 'out'));--> statement-breakpoint
UPDATE "products" p SET "stock_state" = s."state"
FROM (
  SELECT "product_id",
    CASE WHEN min("quantity") = 0 THEN 'out' WHEN min("quantity") <= 5 THEN 'low' ELSE 'in' END AS "state"
  FROM "product_variants"
  WHERE "archived_at" IS NULL
  GROUP BY "product_id"
) s
WHERE p."id" = s."product_id" AND p."stock_state" <> s."state";--> statement-breakpoint
CREATE INDEX "products_active_stock_state_idx" ON "products" USING btree ("stock_state","created_at","seq") WHERE archived_at is null;
