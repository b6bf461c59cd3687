CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"picture" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"regions" integer[] NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"metric" text NOT NULL,
	"subject" text NOT NULL,
	"min_value" bigint DEFAULT 0 NOT NULL,
	"top_n" integer DEFAULT 10 NOT NULL,
	"template_id" integer NOT NULL,
	"budget_coins" bigint NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"submitted_by_name" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"settled_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"activity_id" integer,
	"reason" text NOT NULL,
	"ends_at" bigint,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"regions" integer[] NOT NULL,
	"gift_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_payout" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint,
	"reward" jsonb NOT NULL,
	"state" text NOT NULL,
	"skip_reason" text,
	"paid_at" bigint NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_rank" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	"reached_at" bigint NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_shield" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_template_tier" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"regions" integer[] NOT NULL,
	"rank_from" integer NOT NULL,
	"rank_to" integer NOT NULL,
	"reward" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"regions" integer[] NOT NULL,
	"worst_case_coins" bigint DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_regions_idx" ON "activity" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "activity_due_idx" ON "activity" USING btree ("state","ends_at");--> statement-breakpoint
CREATE INDEX "activity_blacklist_subject_idx" ON "activity_blacklist" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "activity_gift_activity_idx" ON "activity_gift" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_payout_place_idx" ON "activity_payout" USING btree ("activity_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rank_place_idx" ON "activity_rank" USING btree ("activity_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_shield_member_idx" ON "activity_shield" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "activity_template_tier_template_idx" ON "activity_template_tier" USING btree ("template_id","rank_from");--> statement-breakpoint
CREATE INDEX "activity_template_regions_idx" ON "activity_template" USING gin ("regions");