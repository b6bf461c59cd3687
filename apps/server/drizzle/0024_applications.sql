CREATE TABLE "application" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"leader_id" integer NOT NULL,
	"leader_name" text NOT NULL,
	"member_ids" bigint[] NOT NULL,
	"amount" bigint NOT NULL,
	"issue_type" text NOT NULL,
	"user_count" integer NOT NULL,
	"total_coins" bigint NOT NULL,
	"usd_amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hash" text NOT NULL,
	"approver_id" integer,
	"approver_name" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"decided_at" bigint
);
--> statement-breakpoint
CREATE TABLE "apply_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"total_over" bigint,
	"count_over" integer,
	"issue_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"approver" text DEFAULT 'leader' NOT NULL,
	"approver_role_id" integer,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_applicant_idx" ON "application" USING btree ("applicant_id","id");--> statement-breakpoint
CREATE INDEX "application_leader_idx" ON "application" USING btree ("leader_id","id");--> statement-breakpoint
CREATE INDEX "application_state_idx" ON "application" USING btree ("state","id");