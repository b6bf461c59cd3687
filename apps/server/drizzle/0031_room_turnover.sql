CREATE TABLE "gift_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"sender_id" bigint NOT NULL,
	"receiver_id" bigint NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"coins" bigint NOT NULL,
	"diamonds" bigint NOT NULL,
	"sent_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_monitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "room_turnover_slot" (
	"room_id" bigint NOT NULL,
	"slot_start" bigint NOT NULL,
	"sends" integer NOT NULL,
	"gifts" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"diamonds" bigint NOT NULL,
	CONSTRAINT "room_turnover_slot_room_id_slot_start_pk" PRIMARY KEY("room_id","slot_start")
);
--> statement-breakpoint
CREATE INDEX "gift_send_room_idx" ON "gift_send" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "gift_send_sender_idx" ON "gift_send" USING btree ("sender_id","room_id","sent_at");--> statement-breakpoint
CREATE INDEX "gift_send_receiver_idx" ON "gift_send" USING btree ("receiver_id","room_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_monitor_room_idx" ON "room_monitor" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_monitor_region_idx" ON "room_monitor" USING btree ("region_id","id");--> statement-breakpoint
-- Hand-written from here. The 15-minute roll-up follows every insert of sends (why a roll-up:
-- room-turnover.tables.ts). Statement-level, so a bulk insert (the app's batch, the seed) is summed
-- once per statement; slots are taken in key order so two inserting transactions never deadlock.
CREATE FUNCTION room_turnover_roll_up() RETURNS trigger AS $$
BEGIN
  INSERT INTO room_turnover_slot AS slot (room_id, slot_start, sends, gifts, coins, diamonds)
  SELECT room_id, sent_at - sent_at % 900, count(*), sum(count), sum(coins), sum(diamonds)
  FROM added_sends GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (room_id, slot_start) DO UPDATE SET
    sends = slot.sends + excluded.sends,
    gifts = slot.gifts + excluded.gifts,
    coins = slot.coins + excluded.coins,
    diamonds = slot.diamonds + excluded.diamonds;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_send_roll_up
  AFTER INSERT ON gift_send REFERENCING NEW TABLE AS added_sends
  FOR EACH STATEMENT EXECUTE FUNCTION room_turnover_roll_up();
--> statement-breakpoint
-- Sends are the app's record and append-only: a change or a delete would leave the roll-up behind.
CREATE FUNCTION gift_send_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_send_no_update_or_delete BEFORE UPDATE OR DELETE ON gift_send
  FOR EACH ROW EXECUTE FUNCTION gift_send_append_only();
--> statement-breakpoint
CREATE TRIGGER gift_send_no_truncate BEFORE TRUNCATE ON gift_send
  FOR EACH STATEMENT EXECUTE FUNCTION gift_send_append_only();
