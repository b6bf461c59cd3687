CREATE TABLE "store_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"pay_type" text NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"coins" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refunded_at" bigint NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"recovered" bigint DEFAULT 0 NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	"repaid" bigint DEFAULT 0 NOT NULL,
	"handled_by" integer,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "store_refund_order_idx" ON "store_refund" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "store_refund_member_idx" ON "store_refund" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "store_refund_region_idx" ON "store_refund" USING btree ("region_id","id");