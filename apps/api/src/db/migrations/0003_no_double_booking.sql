-- No double booking, ever: two holders (a reservation or an imported block) can never share a night of a rental.
-- The stay is '[check-in, check-out)', so a check-out day is free for the next check-in.
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_no_overlap"
  EXCLUDE USING gist ("rental_id" WITH =, "stay" WITH &&);--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_stay_check"
  CHECK (NOT isempty("stay") AND lower_inc("stay") AND NOT upper_inc("stay"));
