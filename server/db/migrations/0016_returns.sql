CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"actor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "refunds_amount_nonnegative" CHECK ("refunds"."amount" >= 0),
	CONSTRAINT "refunds_method_valid" CHECK ("refunds"."method" IN ('cash', 'wallet', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"resellable" integer,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_resellable_range" CHECK ("return_lines"."resellable" IS NULL OR ("return_lines"."resellable" >= 0 AND "return_lines"."resellable" <= "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"pickup_date" text,
	"reject_reason" text,
	"reject_note" text,
	"pickup_fee" integer DEFAULT 0 NOT NULL,
	"history" jsonb NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_valid" CHECK ("returns"."status" IN ('requested', 'approved', 'rejected', 'picked up', 'received', 'inspected', 'refunded')),
	CONSTRAINT "returns_reason_valid" CHECK ("returns"."reason" IN ('changed my mind', 'defective', 'not as described', 'wrong item', 'damaged on arrival')),
	CONSTRAINT "returns_pickup_fee_nonnegative" CHECK ("returns"."pickup_fee" >= 0),
	CONSTRAINT "returns_lang_valid" CHECK ("returns"."lang" IN ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_product_idx" ON "return_lines" USING btree ("return_id","product_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_product_idx" ON "return_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_created_idx" ON "returns" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_valid" CHECK ("stock_movements"."reason" IN ('received', 'damaged', 'correction', 'order', 'cancel', 'returned'));
--> statement-breakpoint
-- Orders completed before this migration: their completion is the last 'completed' entry of their status history
-- (the desk's move writes one); an order whose history lacks it falls back to its last update.
UPDATE "orders" SET "completed_at" = COALESCE(
	(SELECT max((e->>'at')::timestamptz) FROM jsonb_array_elements("status_history") AS e WHERE e->>'status' = 'completed'),
	"updated_at"
) WHERE "status" = 'completed';
