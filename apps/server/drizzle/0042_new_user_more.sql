CREATE TABLE "agent_invite_reward" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"agent_member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"tier" integer NOT NULL,
	"invitees" integer NOT NULL,
	"coins" bigint NOT NULL,
	"paid_at" bigint NOT NULL,
	"paid_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_recall" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"last_login_before" bigint NOT NULL,
	"recalled_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reward_coins" bigint DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"handled_by_name" text DEFAULT '' NOT NULL,
	"handled_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_team_member" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_team" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"leader_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"member_ids" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "svip_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"level" integer NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_reward_key" ON "agent_invite_reward" USING btree ("plan_id","agent_id","tier");--> statement-breakpoint
CREATE INDEX "agent_invite_reward_region_idx" ON "agent_invite_reward" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_recall_region_idx" ON "agent_recall" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "agent_recall_agent_idx" ON "agent_recall" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "promotion_team_member_team_idx" ON "promotion_team_member" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "promotion_team_region_idx" ON "promotion_team" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "svip_application_region_idx" ON "svip_application" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "svip_application_state_idx" ON "svip_application" USING btree ("state","id");