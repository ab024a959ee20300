CREATE TABLE "payment_attempts" (
	"provider_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"intention_id" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"transaction_id" text,
	"raw_body" text NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"provider_refund_id" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_channel_valid" CHECK ("payment_refunds"."channel" IN ('gateway', 'cash')),
	CONSTRAINT "payment_refunds_positive" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"success" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"provider_order_id" text,
	"transaction_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"hold_until" timestamp with time zone,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('not required', 'awaiting', 'declined', 'expired', 'paid', 'partly refunded', 'refunded')),
	CONSTRAINT "payments_method_valid" CHECK ("payments"."method" IN ('cod', 'card', 'wallet', 'instalments')),
	CONSTRAINT "payments_refund_within_paid" CHECK ("payments"."refunded_cents" >= 0 AND "payments"."refunded_cents" <= "payments"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_created_idx" ON "payment_callbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_hold_idx" ON "payments" USING btree ("hold_until") WHERE "payments"."status" IN ('awaiting', 'declined');--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
-- Hand-written: every order placed before payments were recorded was cash on delivery.
INSERT INTO "payments" ("order_id", "method", "status", "amount_cents", "created_at", "updated_at")
SELECT "id", 'cod', 'not required', "total"::bigint * 100, "created_at", "updated_at" FROM "orders"
ON CONFLICT DO NOTHING;
