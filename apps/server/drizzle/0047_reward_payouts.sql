CREATE TABLE "reward_payout" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"amount" bigint,
	"days" integer,
	"reason" text NOT NULL,
	"paid_by_id" integer NOT NULL,
	"paid_by_name" text NOT NULL,
	"paid_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_payout_source_idx" ON "reward_payout" USING btree ("source_key","member_id");--> statement-breakpoint
CREATE INDEX "reward_payout_member_idx" ON "reward_payout" USING btree ("member_id","paid_at");