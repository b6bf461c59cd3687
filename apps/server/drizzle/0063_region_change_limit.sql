CREATE TABLE "activity_region_limit" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"days" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_region_change" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"from_region" integer NOT NULL,
	"to_region" integer NOT NULL,
	"changed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_region_limit_type_idx" ON "activity_region_limit" USING btree ("type");--> statement-breakpoint
CREATE INDEX "member_region_change_at_idx" ON "member_region_change" USING btree ("changed_at");