CREATE TABLE "activity_honour" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"rank" integer,
	"activity_id" integer,
	"source" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_honour_region_idx" ON "activity_honour" USING btree ("region_id","created_at");