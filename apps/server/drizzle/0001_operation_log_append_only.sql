-- The operation log is append-only (DESIGN §6): no API edits it, and the database refuses to as well.
CREATE OR REPLACE FUNCTION operation_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'operation_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER operation_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON operation_log
  FOR EACH ROW EXECUTE FUNCTION operation_log_append_only();
--> statement-breakpoint
CREATE TRIGGER operation_log_no_truncate
  BEFORE TRUNCATE ON operation_log
  FOR EACH STATEMENT EXECUTE FUNCTION operation_log_append_only();
