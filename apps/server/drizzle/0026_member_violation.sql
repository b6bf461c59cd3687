CREATE TABLE "member_violation" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"reason" text NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"reported_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_violation_state_idx" ON "member_violation" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "member_violation_member_idx" ON "member_violation" USING btree ("member_id");