CREATE TABLE "number_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"previous_no" bigint NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svip_complaint" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"svip_level" integer NOT NULL,
	"remaining_days" integer NOT NULL,
	"freeze_reason" text NOT NULL,
	"frozen_at" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL,
	"restored_until" bigint
);
--> statement-breakpoint
CREATE INDEX "number_application_state_idx" ON "number_application" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "number_application_member_idx" ON "number_application" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "svip_complaint_state_idx" ON "svip_complaint" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "svip_complaint_member_idx" ON "svip_complaint" USING btree ("member_id");