CREATE TABLE "gift_backpack" (
	"member_id" bigint NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "gift_backpack_member_id_gift_id_pk" PRIMARY KEY("member_id","gift_id")
);
--> statement-breakpoint
CREATE TABLE "gift_bag" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"source_key" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prop_grant_month" (
	"admin_id" integer NOT NULL,
	"prop_type" text NOT NULL,
	"month" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prop_grant_month_admin_id_prop_type_month_pk" PRIMARY KEY("admin_id","prop_type","month")
);
--> statement-breakpoint
CREATE TABLE "prop_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"prop_type" text,
	"member_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"expires_at" bigint NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"source_key" text,
	"granted_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_backpack" ADD CONSTRAINT "gift_backpack_gift_id_gift_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gift"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_bag" ADD CONSTRAINT "gift_bag_gift_id_gift_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gift"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_bag_source_idx" ON "gift_bag" USING btree ("source_key","gift_id","member_id");--> statement-breakpoint
CREATE INDEX "gift_bag_member_idx" ON "gift_bag" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "gift_bag_gift_idx" ON "gift_bag" USING btree ("gift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prop_grant_source_idx" ON "prop_grant" USING btree ("source_key","kind","item_id","member_id");--> statement-breakpoint
CREATE INDEX "prop_grant_member_idx" ON "prop_grant" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "prop_grant_admin_idx" ON "prop_grant" USING btree ("admin_id","granted_at");