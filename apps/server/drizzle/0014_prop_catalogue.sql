CREATE TABLE "coupon_holding" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"coupon_id" integer NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" bigint,
	"granted_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_recharge" bigint DEFAULT 0 NOT NULL,
	"validity_days" integer NOT NULL,
	"image" text NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"updated_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nameplate_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"nameplate_id" integer NOT NULL,
	"granted_by_name" text NOT NULL,
	"granted_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nameplate" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"effect" text DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ring_id" integer NOT NULL,
	"granted_by_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"granted_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"effect" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"validity_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"updated_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_prop" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shop_type" text NOT NULL,
	"prop_type" text NOT NULL,
	"image" text NOT NULL,
	"effect" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"validity_days" integer NOT NULL,
	"region_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"price_changed_at" bigint,
	"updated_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_holding" ADD CONSTRAINT "coupon_holding_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nameplate_grant" ADD CONSTRAINT "nameplate_grant_nameplate_id_nameplate_id_fk" FOREIGN KEY ("nameplate_id") REFERENCES "public"."nameplate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_grant" ADD CONSTRAINT "ring_grant_ring_id_ring_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."ring"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holding_member_idx" ON "coupon_holding" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "coupon_holding_coupon_idx" ON "coupon_holding" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "nameplate_grant_member_idx" ON "nameplate_grant" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "nameplate_grant_plate_idx" ON "nameplate_grant" USING btree ("nameplate_id");--> statement-breakpoint
CREATE INDEX "ring_grant_member_idx" ON "ring_grant" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ring_grant_ring_idx" ON "ring_grant" USING btree ("ring_id");--> statement-breakpoint
CREATE INDEX "shop_prop_region_idx" ON "shop_prop" USING btree ("region_id","sort");--> statement-breakpoint
CREATE INDEX "shop_prop_type_idx" ON "shop_prop" USING btree ("shop_type");