CREATE TABLE "job_run" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"module" text NOT NULL,
	"started_by" integer,
	"state" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_warning" (
	"admin_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "quota_warning_admin_id_day_pk" PRIMARY KEY("admin_id","day")
);
--> statement-breakpoint
CREATE INDEX "job_run_updated_idx" ON "job_run" USING btree ("updated_at");
