CREATE TABLE "family" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"avatar" text NOT NULL,
	"declaration" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"income_ratio" integer NOT NULL,
	"region_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"dissolved_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_dissolution" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"role" text NOT NULL,
	"region_id" integer NOT NULL,
	"joined_at" bigint NOT NULL,
	"removed_at" bigint,
	"removed_by" integer,
	"removed_by_name" text DEFAULT '' NOT NULL,
	"remove_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "column_room_column_room_key" UNIQUE("column_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "room_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"regions" integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_dissolution" ADD CONSTRAINT "family_dissolution_family_id_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member" ADD CONSTRAINT "family_member_family_id_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_room" ADD CONSTRAINT "column_room_column_id_room_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."room_column"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_region_idx" ON "family" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "family_owner_idx" ON "family" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "family_dissolution_state_idx" ON "family_dissolution" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "family_dissolution_region_idx" ON "family_dissolution" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "family_dissolution_family_idx" ON "family_dissolution" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_member_one_family_key" ON "family_member" USING btree ("member_id") WHERE removed_at IS NULL;--> statement-breakpoint
CREATE INDEX "family_member_family_idx" ON "family_member" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "family_member_region_idx" ON "family_member" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "column_room_region_idx" ON "column_room" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "column_room_column_sort_idx" ON "column_room" USING btree ("column_id","sort");--> statement-breakpoint
CREATE INDEX "room_column_regions_idx" ON "room_column" USING gin ("regions");