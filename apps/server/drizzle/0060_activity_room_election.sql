CREATE TABLE "activity_nomination" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"source" text NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"elected_rank" integer,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_nomination_room_idx" ON "activity_nomination" USING btree ("activity_id","room_id");--> statement-breakpoint
CREATE INDEX "activity_nomination_region_idx" ON "activity_nomination" USING btree ("region_id","id");