-- Change feed of what the public reservation calls read, so every API process can keep them in memory: a committed
-- change to a rental's nights or pricing notifies 'r:<rental id>', to a company's holidays or products
-- 'c:<company id>', on channel estadia_changes. Triggers see every writer (back office, checkout, iCal import,
-- another process, a hand-written fix), and PostgreSQL delivers notifications only on commit, in commit order.
CREATE FUNCTION estadia_notify_rental() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('estadia_changes', 'r:' || OLD.rental_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('estadia_changes', 'r:' || NEW.rental_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION estadia_notify_rental_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('estadia_changes', 'r:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION estadia_notify_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('estadia_changes', 'c:' || OLD.company_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('estadia_changes', 'c:' || NEW.company_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER occupancies_changes AFTER INSERT OR UPDATE OR DELETE ON "occupancies"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_rental();--> statement-breakpoint
CREATE TRIGGER rentals_changes AFTER UPDATE OR DELETE ON "rentals"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_rental_row();--> statement-breakpoint
CREATE TRIGGER holidays_changes AFTER INSERT OR UPDATE OR DELETE ON "holidays"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_company();--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION estadia_notify_company();
