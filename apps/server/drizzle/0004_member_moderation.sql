CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "member_ban" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"duration" text NOT NULL,
	"expires_at" bigint,
	"evidence_text" text DEFAULT '' NOT NULL,
	"evidence_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"lifted_at" bigint,
	"lifted_by_name" text DEFAULT '' NOT NULL,
	"lift_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_memo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"content" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_ban_member_idx" ON "member_ban" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_ban_value_idx" ON "member_ban" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "member_memo_member_idx" ON "member_memo" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_nickname_trgm_idx" ON "member" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_nickname_prefix_idx" ON "member" USING btree (lower("nickname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_phone_idx" ON "member" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "member_email_idx" ON "member" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "member_register_ip_idx" ON "member" USING btree ("register_ip");--> statement-breakpoint
CREATE INDEX "member_device_idx" ON "member" USING btree ("device_id");