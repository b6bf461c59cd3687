CREATE TABLE "member_profile_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"field" text NOT NULL,
	"old_value" text DEFAULT '' NOT NULL,
	"new_value" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"admin_id" integer,
	"admin_name" text DEFAULT '' NOT NULL,
	"changed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_profile_history_member_idx" ON "member_profile_history" USING btree ("member_id","id");