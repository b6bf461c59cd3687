CREATE TABLE "room_background_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"image" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"submitted_at" bigint NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "background" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_background_review" ADD CONSTRAINT "room_background_review_room_id_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."room"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_background_review_state_idx" ON "room_background_review" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "room_background_review_room_idx" ON "room_background_review" USING btree ("room_id");