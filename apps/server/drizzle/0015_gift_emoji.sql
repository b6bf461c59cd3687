CREATE TABLE "emoji" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"regions" integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"price" bigint NOT NULL,
	"diamonds" bigint NOT NULL,
	"type" text NOT NULL,
	"regions" integer[] NOT NULL,
	"on_at" bigint,
	"off_at" bigint,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emoji_regions_idx" ON "emoji" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "gift_regions_idx" ON "gift" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "gift_sort_idx" ON "gift" USING btree ("sort","id");