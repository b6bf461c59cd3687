ALTER TABLE "application" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ALTER COLUMN "issue_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "prop_kind" text;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "item_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "item_count" integer;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "days" integer;