CREATE TABLE "admin_action_override" (
	"id" serial NOT NULL,
	"admin_id" integer NOT NULL,
	"action_key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "admin_action_override_admin_id_action_key_pk" PRIMARY KEY("admin_id","action_key"),
	CONSTRAINT "admin_action_override_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "operating_area" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "operating_area_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "country_zone" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_role" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "member_role_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "prop_send_limit" (
	"id" serial NOT NULL,
	"admin_id" integer NOT NULL,
	"prop_type" text NOT NULL,
	"monthly_limit" integer NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "prop_send_limit_admin_id_prop_type_pk" PRIMARY KEY("admin_id","prop_type"),
	CONSTRAINT "prop_send_limit_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "admin" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "denied_actions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_action_override" ADD CONSTRAINT "admin_action_override_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE no action ON UPDATE no action;