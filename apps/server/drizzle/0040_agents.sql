CREATE TABLE "agent_bean_transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"beans" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_coin_transfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"coins" bigint NOT NULL,
	"premium" bigint DEFAULT 0 NOT NULL,
	"whitelisted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_monthly_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"month" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount_usd" bigint DEFAULT 0 NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_recharge_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"amount_usd" integer NOT NULL,
	"coins" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'paying' NOT NULL,
	"handled_by" integer,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_whitelist" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"pay_type" text NOT NULL,
	"contacts" text NOT NULL,
	"purchase_price" integer NOT NULL,
	"parent_id" integer,
	"protected" boolean DEFAULT false NOT NULL,
	"admin_id" integer,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_bean_transfer" ADD CONSTRAINT "agent_bean_transfer_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_coin_transfer" ADD CONSTRAINT "agent_coin_transfer_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_monthly_sales" ADD CONSTRAINT "agent_monthly_sales_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_recharge_order" ADD CONSTRAINT "agent_recharge_order_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_bean_transfer_agent_idx" ON "agent_bean_transfer" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_bean_transfer_region_idx" ON "agent_bean_transfer" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_coin_transfer_agent_idx" ON "agent_coin_transfer" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_coin_transfer_region_idx" ON "agent_coin_transfer" USING btree ("region_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_monthly_sales_key" ON "agent_monthly_sales" USING btree ("agent_id","month");--> statement-breakpoint
CREATE INDEX "agent_monthly_sales_region_idx" ON "agent_monthly_sales" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_recharge_order_agent_idx" ON "agent_recharge_order" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_recharge_order_region_idx" ON "agent_recharge_order" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_recharge_order_status_idx" ON "agent_recharge_order" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_whitelist_member_key" ON "agent_whitelist" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "agent_whitelist_region_idx" ON "agent_whitelist" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_member_key" ON "agent" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_admin_key" ON "agent" USING btree ("admin_id") WHERE admin_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_region_idx" ON "agent" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_parent_idx" ON "agent" USING btree ("parent_id");