CREATE TABLE "grant_month" (
	"admin_id" integer NOT NULL,
	"month" text NOT NULL,
	"coins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "grant_month_admin_id_month_pk" PRIMARY KEY("admin_id","month")
);
--> statement-breakpoint
CREATE TABLE "grant_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_recipients" integer DEFAULT 100 NOT NULL,
	"monthly_coin_limit" bigint DEFAULT 10000000 NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting_id" bigint NOT NULL,
	"account" text NOT NULL,
	"member_id" bigint,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_posting" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"issue_type" text,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"source_key" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "bean" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entry_posting_idx" ON "ledger_entry" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_member_idx" ON "ledger_entry" USING btree ("member_id","currency");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account","currency");--> statement-breakpoint
CREATE INDEX "ledger_posting_member_idx" ON "ledger_posting" USING btree ("member_id","currency","id");--> statement-breakpoint
CREATE INDEX "ledger_posting_kind_idx" ON "ledger_posting" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ledger_posting_admin_idx" ON "ledger_posting" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_posting_source_idx" ON "ledger_posting" USING btree ("source_key","member_id");--> statement-breakpoint
-- The ledger is append-only (DESIGN §6): a correction is a new posting, never an edit.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_posting_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_posting
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_posting_no_truncate BEFORE TRUNCATE ON ledger_posting
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Balances from before the ledger open in it, so the consistency check holds from the first day.
INSERT INTO ledger_posting (kind, currency, member_id, amount, balance_after, reason, admin_id, admin_name, source_key, created_at)
SELECT 'opening', c.currency, m.id, c.balance, c.balance, '', 0, 'system', 'opening:migration:' || c.currency,
  extract(epoch FROM now())::bigint
FROM member m CROSS JOIN LATERAL (VALUES ('gold', m.gold), ('diamond', m.diamond)) AS c(currency, balance)
WHERE c.balance <> 0;
--> statement-breakpoint
INSERT INTO ledger_entry (posting_id, account, member_id, currency, amount, created_at)
SELECT id, 'member:' || member_id, member_id, currency, amount, created_at FROM ledger_posting WHERE kind = 'opening'
UNION ALL
SELECT id, 'opening', NULL, currency, -amount, created_at FROM ledger_posting WHERE kind = 'opening';
