CREATE TABLE "member_nickname" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"nickname_lower" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "member_nickname_trgm_idx";--> statement-breakpoint
DROP INDEX "member_nickname_prefix_idx";--> statement-breakpoint
ALTER TABLE "member_nickname" ADD CONSTRAINT "member_nickname_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: fill the copy, index it once filled, and keep it in step with member.
INSERT INTO "member_nickname" ("member_id", "nickname_lower") SELECT "id", lower("nickname") FROM "member";--> statement-breakpoint
CREATE INDEX "member_nickname_trgm_idx" ON "member_nickname" USING gin ("nickname_lower" gin_trgm_ops);--> statement-breakpoint
-- New members arrive in bulk (imports, the seed): one statement-level insert per statement.
CREATE FUNCTION member_nickname_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO member_nickname (member_id, nickname_lower) SELECT id, lower(nickname) FROM added_members;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_nickname_on_insert
  AFTER INSERT ON member REFERENCING NEW TABLE AS added_members
  FOR EACH STATEMENT EXECUTE FUNCTION member_nickname_added();
--> statement-breakpoint
-- Renames are one member at a time, and only a changed nickname fires this.
CREATE FUNCTION member_nickname_renamed() RETURNS trigger AS $$
BEGIN
  UPDATE member_nickname SET nickname_lower = lower(NEW.nickname) WHERE member_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_nickname_on_rename
  AFTER UPDATE OF nickname ON member
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname) EXECUTE FUNCTION member_nickname_renamed();
