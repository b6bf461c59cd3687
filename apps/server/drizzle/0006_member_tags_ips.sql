CREATE TABLE "member_login_ip" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"first_time" bigint NOT NULL,
	"last_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tag" (
	"member_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "member_tag_member_id_tag_id_pk" PRIMARY KEY("member_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "user_tag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"color" text NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_login_ip_member_idx" ON "member_login_ip" USING btree ("member_id","last_time");--> statement-breakpoint
CREATE INDEX "member_login_ip_ip_idx" ON "member_login_ip" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "member_tag_tag_idx" ON "member_tag" USING btree ("tag_id");