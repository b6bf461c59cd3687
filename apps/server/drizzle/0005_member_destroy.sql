CREATE TABLE "member_destroy" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applied_at" bigint NOT NULL,
	"finishes_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_destroy_member_idx" ON "member_destroy" USING btree ("member_id");