CREATE TABLE "coin_batch_member" (
	"batch_id" integer NOT NULL,
	"position" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"failure" text,
	CONSTRAINT "coin_batch_member_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "coin_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"issue_type" text NOT NULL,
	"reason" text NOT NULL,
	"region_ids" integer[],
	"country_ids" integer[],
	"members" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"job_id" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"moved_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE INDEX "coin_batch_state_idx" ON "coin_batch" USING btree ("state");