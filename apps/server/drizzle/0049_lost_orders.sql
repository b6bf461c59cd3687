CREATE TABLE "apple_lost_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"original_transaction_id" text NOT NULL,
	"product_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"money_cents" integer NOT NULL,
	"coins" bigint NOT NULL,
	"purchased_at" bigint NOT NULL,
	"reported_at" bigint NOT NULL,
	"status" text DEFAULT 'failed' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"posting_id" bigint,
	"handled_by" integer,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint
);
--> statement-breakpoint
CREATE TABLE "apple_transaction_credit" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"lost_order_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"posting_id" bigint,
	"credited_by" integer NOT NULL,
	"credited_by_name" text NOT NULL,
	"credited_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "failed_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"source" text NOT NULL,
	"pay_type" text NOT NULL,
	"money_cents" integer NOT NULL,
	"coins" bigint NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"failed_at" bigint NOT NULL,
	"status" text DEFAULT 'failed' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"posting_id" bigint,
	"handled_by" integer,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint
);
--> statement-breakpoint
CREATE INDEX "apple_lost_order_txn_idx" ON "apple_lost_order" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "apple_lost_order_region_idx" ON "apple_lost_order" USING btree ("region_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "failed_order_no_idx" ON "failed_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "failed_order_region_idx" ON "failed_order" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "failed_order_status_idx" ON "failed_order" USING btree ("status","failed_at");