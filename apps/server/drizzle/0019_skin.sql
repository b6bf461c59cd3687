CREATE TABLE "skin" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"preview" text NOT NULL,
	"background" text NOT NULL,
	"top_bar" text,
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
CREATE INDEX "skin_regions_idx" ON "skin" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "skin_sort_idx" ON "skin" USING btree ("sort","id");