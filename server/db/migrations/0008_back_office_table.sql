CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at","seq") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("name","seq") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("effective_price","seq") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_active_discounted_idx" ON "products" USING btree ("effective_price","seq") WHERE archived_at is null and price_after_discount > 0 and price_after_discount < price;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE archived_at is not null;