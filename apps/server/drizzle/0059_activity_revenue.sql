CREATE TABLE "activity_threshold" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"regions" integer[] NOT NULL,
	"value" bigint NOT NULL,
	"reward" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_threshold_activity_idx" ON "activity_threshold" USING btree ("activity_id","value");