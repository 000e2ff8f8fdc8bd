-- Change feed of what the public reservation calls read, so every API process can keep them in memory: a committed
-- change to a rental's nights or pricing notifies 'r:<rental id>', to a company's holidays or products
-- 'c:<company id>', on channel estadia_changes. Triggers see every writer (back office, checkout, iCal import,
-- another process, a hand-written fix), and PostgreSQL delivers notifications only on commit, in commit order (and
-- once per transaction for repeated payloads).
-- Arguments: the payload's prefix and the column holding the id, read from the old and the new row.
CREATE FUNCTION estadia_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('estadia_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('estadia_changes', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER occupancies_changes AFTER INSERT OR UPDATE OR DELETE ON "occupancies"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_change('r', 'rental_id');--> statement-breakpoint
-- A new rental holds nothing anyone could have kept.
CREATE TRIGGER rentals_changes AFTER UPDATE OR DELETE ON "rentals"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_change('r', 'id');--> statement-breakpoint
CREATE TRIGGER holidays_changes AFTER INSERT OR UPDATE OR DELETE ON "holidays"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_change('c', 'company_id');--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_change('c', 'company_id');
