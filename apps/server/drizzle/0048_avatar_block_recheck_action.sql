ALTER TABLE "admin_session" ADD COLUMN "recheck_action" text;--> statement-breakpoint
ALTER TABLE "admin_session" ADD COLUMN "recheck_action_at" bigint;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "avatar_blocked_until" bigint;