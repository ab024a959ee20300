ALTER TABLE "products" ADD COLUMN "ratings_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing reviews: the same figures the review write keeps from now on.
UPDATE "products" SET "ratings_average" = r."average", "ratings_quantity" = r."quantity"
FROM (SELECT "product_id", avg("rating")::float8 AS "average", count(*)::int AS "quantity" FROM "reviews" GROUP BY "product_id") AS r
WHERE r."product_id" = "products"."id";
