DROP INDEX "activity_payout_place_idx";--> statement-breakpoint
DROP INDEX "activity_rank_place_idx";--> statement-breakpoint
ALTER TABLE "activity_payout" ADD COLUMN "gift_id" integer;--> statement-breakpoint
-- Boards (weekly star): places already frozen are of their activity's one board, its subject.
ALTER TABLE "activity_payout" ADD COLUMN "subject" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "activity_payout" SET "subject" = "activity"."subject" FROM "activity" WHERE "activity"."id" = "activity_payout"."activity_id";--> statement-breakpoint
ALTER TABLE "activity_payout" ALTER COLUMN "subject" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "activity_rank" ADD COLUMN "gift_id" integer;--> statement-breakpoint
-- Boards (weekly star): places already frozen are of their activity's one board, its subject.
ALTER TABLE "activity_rank" ADD COLUMN "subject" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "activity_rank" SET "subject" = "activity"."subject" FROM "activity" WHERE "activity"."id" = "activity_rank"."activity_id";--> statement-breakpoint
ALTER TABLE "activity_rank" ALTER COLUMN "subject" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_payout_place_idx" ON "activity_payout" USING btree ("activity_id","subject",coalesce("gift_id", 0),"rank");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rank_place_idx" ON "activity_rank" USING btree ("activity_id","subject",coalesce("gift_id", 0),"rank");