CREATE TABLE "room_game" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text NOT NULL,
	"code" text NOT NULL,
	"regions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "room_level" (
	"id" integer PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"experience" integer NOT NULL,
	"mic_seats" integer NOT NULL,
	"member_cap" integer NOT NULL,
	"updated_by_name" text DEFAULT '' NOT NULL,
	"updated_at" bigint,
	CONSTRAINT "room_level_level_unique" UNIQUE("level")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "room_game_code_key" ON "room_game" USING btree ("code");--> statement-breakpoint
CREATE INDEX "room_game_regions_idx" ON "room_game" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "room_level_idx" ON "room" USING btree ("level");--> statement-breakpoint
-- The ten room levels are the app's, not demo data: every database has them, staff only edit them.
INSERT INTO "room_level" ("id", "level", "name_zh", "name_en", "experience", "mic_seats", "member_cap") VALUES
	(1, 1, '新手', 'Newcomer', 0, 6, 50),
	(2, 2, '青铜', 'Bronze', 1000, 8, 100),
	(3, 3, '白银', 'Silver', 5000, 8, 200),
	(4, 4, '黄金', 'Gold', 20000, 10, 300),
	(5, 5, '铂金', 'Platinum', 60000, 10, 500),
	(6, 6, '钻石', 'Diamond', 150000, 12, 800),
	(7, 7, '星耀', 'Star', 400000, 12, 1000),
	(8, 8, '王者', 'King', 1000000, 15, 1500),
	(9, 9, '传奇', 'Legend', 2500000, 15, 2000),
	(10, 10, '至尊', 'Supreme', 6000000, 20, 3000)
ON CONFLICT DO NOTHING;
