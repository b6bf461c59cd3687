CREATE TABLE "developer_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"ip" text NOT NULL,
	"device_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"login_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_no" text NOT NULL,
	"game" text NOT NULL,
	"region_id" integer NOT NULL,
	"players" text NOT NULL,
	"winner_id" bigint,
	"result" text NOT NULL,
	"stake" bigint NOT NULL,
	"started_at" bigint NOT NULL,
	"duration_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"register_ip" text NOT NULL,
	"channel" text NOT NULL,
	"platform" text NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"registered_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "developer_login_time_idx" ON "developer_login" USING btree ("login_at");--> statement-breakpoint
CREATE INDEX "developer_login_member_idx" ON "developer_login" USING btree ("member_id","login_at");--> statement-breakpoint
CREATE UNIQUE INDEX "developer_match_no_key" ON "developer_match" USING btree ("match_no");--> statement-breakpoint
CREATE INDEX "developer_match_region_idx" ON "developer_match" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "developer_match_time_idx" ON "developer_match" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "developer_registration_member_key" ON "developer_registration" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "developer_registration_region_idx" ON "developer_registration" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "developer_registration_device_idx" ON "developer_registration" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "developer_registration_ip_idx" ON "developer_registration" USING btree ("register_ip");--> statement-breakpoint
CREATE INDEX "developer_registration_time_idx" ON "developer_registration" USING btree ("registered_at");