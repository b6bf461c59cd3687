CREATE TABLE "agent_invite_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"tiers" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_user_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"channel" text NOT NULL,
	"inviter_id" bigint,
	"device" text DEFAULT '' NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"same_device_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_user_support" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"coins" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"granted_at" bigint,
	"granted_by_name" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_invite_plan_region_idx" ON "agent_invite_plan" USING btree ("region_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_user_review_member_key" ON "new_user_review" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "new_user_review_state_idx" ON "new_user_review" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "new_user_review_region_idx" ON "new_user_review" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "new_user_support_region_idx" ON "new_user_support" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "new_user_support_member_idx" ON "new_user_support" USING btree ("member_id");