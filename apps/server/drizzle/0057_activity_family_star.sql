CREATE TABLE "activity_perk" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "perk_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "perk_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "perk_title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "perk_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_perk_place_idx" ON "activity_perk" USING btree ("activity_id","kind","rank");--> statement-breakpoint
CREATE INDEX "activity_perk_kind_idx" ON "activity_perk" USING btree ("kind","region_id","ends_at");