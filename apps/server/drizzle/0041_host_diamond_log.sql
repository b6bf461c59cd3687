CREATE TABLE "host_diamond_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"operation" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"posting_id" bigint NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "host_diamond_log_host_idx" ON "host_diamond_log" USING btree ("host_id","id");--> statement-breakpoint
CREATE INDEX "host_diamond_log_region_idx" ON "host_diamond_log" USING btree ("region_id","id");