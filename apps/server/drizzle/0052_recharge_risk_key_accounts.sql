CREATE TABLE "key_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"tier" text NOT NULL,
	"recharge_coins" bigint DEFAULT 0 NOT NULL,
	"manager_id" integer NOT NULL,
	"manager_name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_contact_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_flag" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"rule" text NOT NULL,
	"coins" bigint NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"pay_account" text DEFAULT '' NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"flagged_at" bigint NOT NULL,
	"status" text DEFAULT 'flagged' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint
);
--> statement-breakpoint
CREATE TABLE "risk_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"region_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"window_hours" integer DEFAULT 24 NOT NULL,
	"feature_code" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "key_account_member_idx" ON "key_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "key_account_region_idx" ON "key_account" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "key_account_manager_idx" ON "key_account" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flag_order_rule_idx" ON "risk_flag" USING btree ("order_no","rule");--> statement-breakpoint
CREATE INDEX "risk_flag_region_idx" ON "risk_flag" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "risk_flag_status_idx" ON "risk_flag" USING btree ("status","flagged_at");--> statement-breakpoint
CREATE INDEX "risk_flag_time_idx" ON "risk_flag" USING btree ("flagged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rule_region_rule_idx" ON "risk_rule" USING btree ("region_id","rule");