CREATE TABLE "invite" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitee_id" bigint NOT NULL,
	"inviter_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"state" text DEFAULT 'bound' NOT NULL,
	"bound_at" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"unbound_at" bigint,
	"unbound_by" integer,
	"unbound_by_name" text DEFAULT '' NOT NULL,
	"unbind_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invite_one_inviter_key" ON "invite" USING btree ("invitee_id") WHERE state = 'bound';--> statement-breakpoint
CREATE INDEX "invite_inviter_idx" ON "invite" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "invite_region_idx" ON "invite" USING btree ("region_id","id");