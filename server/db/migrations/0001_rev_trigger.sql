-- Every insert and update of a replicated row takes the next value of the one global change
-- sequence. The transaction-scoped advisory lock makes writers take revs in commit order, so a
-- checkpointed pull ("rev > N") can never skip a row that commits late with a smaller rev.
-- A transaction may set app.skip_rev = 'on' for changes clients need not replicate (view counts).
CREATE OR REPLACE FUNCTION bump_rev() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.skip_rev', true) = 'on' THEN
    NEW.rev := OLD.rev;
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7411);
  NEW.rev := nextval('rev_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER boards_bump_rev BEFORE INSERT OR UPDATE ON boards FOR EACH ROW EXECUTE FUNCTION bump_rev();
--> statement-breakpoint
CREATE TRIGGER posts_bump_rev BEFORE INSERT OR UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION bump_rev();
--> statement-breakpoint
CREATE TRIGGER comments_bump_rev BEFORE INSERT OR UPDATE ON comments FOR EACH ROW EXECUTE FUNCTION bump_rev();
--> statement-breakpoint
CREATE TRIGGER notifications_bump_rev BEFORE INSERT OR UPDATE ON notifications FOR EACH ROW EXECUTE FUNCTION bump_rev();
--> statement-breakpoint
CREATE TRIGGER blocks_bump_rev BEFORE INSERT OR UPDATE ON blocks FOR EACH ROW EXECUTE FUNCTION bump_rev();
