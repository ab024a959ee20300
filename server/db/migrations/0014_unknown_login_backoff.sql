CREATE TABLE "unknown_login_backoff" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unknown_login_backoff_last_failure_idx" ON "unknown_login_backoff" USING btree ("last_failure_at");