CREATE TABLE "member_authentication" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"real_name" text NOT NULL,
	"id_number" text NOT NULL,
	"state" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL,
	"updated_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_binding" (
	"member_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"bound_at" bigint NOT NULL,
	CONSTRAINT "member_binding_member_id_channel_pk" PRIMARY KEY("member_id","channel")
);
--> statement-breakpoint
CREATE TABLE "member_payment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"pay_type" text NOT NULL,
	"recharge_type" text NOT NULL,
	"money_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"coins" bigint NOT NULL,
	"state" text NOT NULL,
	"agent_id" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "member_payment_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "member_prop" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"place" text NOT NULL,
	"prop_type" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"expires_at" bigint,
	"created_at" bigint NOT NULL,
	"deleted_at" bigint,
	"deleted_by_name" text DEFAULT '' NOT NULL,
	"delete_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_relation" (
	"member_id" bigint NOT NULL,
	"partner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"since" bigint NOT NULL,
	CONSTRAINT "member_relation_member_id_kind_partner_id_pk" PRIMARY KEY("member_id","kind","partner_id")
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "hobbies" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "password_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "svip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "svip_expires_at" bigint;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "game_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "game_privilege" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "member_payment_member_idx" ON "member_payment" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_prop_member_idx" ON "member_prop" USING btree ("member_id","place","id");