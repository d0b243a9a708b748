CREATE TABLE "post_board_stats" (
	"board_id" text PRIMARY KEY NOT NULL,
	"live_posts" integer DEFAULT 0 NOT NULL,
	"all_posts" integer DEFAULT 0 NOT NULL,
	"head_rev" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_board_stats" ADD CONSTRAINT "post_board_stats_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A post counts in its board's figures in the transaction that writes it (AFTER triggers), so the
-- figures and the rows always come from the same commits. bump_rev's advisory lock already orders
-- every writer of posts, so the board's row adds no new lock order.
CREATE OR REPLACE FUNCTION keep_post_board_stats() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE post_board_stats
      SET live_posts = live_posts - (NOT OLD.deleted)::int, all_posts = all_posts - 1
      WHERE board_id = OLD.board_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO post_board_stats AS s (board_id, live_posts, all_posts, head_rev)
      VALUES (NEW.board_id, (NOT NEW.deleted)::int, 1, NEW.rev)
      ON CONFLICT (board_id) DO UPDATE SET
        live_posts = s.live_posts + excluded.live_posts,
        all_posts = s.all_posts + 1,
        head_rev = greatest(s.head_rev, excluded.head_rev);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_keep_board_stats AFTER INSERT OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION keep_post_board_stats();
--> statement-breakpoint
-- A view count (app.skip_rev) changes none of the figures.
CREATE TRIGGER posts_keep_board_stats_on_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.rev IS DISTINCT FROM NEW.rev OR OLD.deleted IS DISTINCT FROM NEW.deleted OR OLD.board_id IS DISTINCT FROM NEW.board_id)
  EXECUTE FUNCTION keep_post_board_stats();
--> statement-breakpoint
INSERT INTO post_board_stats (board_id, live_posts, all_posts, head_rev)
  SELECT board_id, count(*) FILTER (WHERE NOT deleted), count(*), max(rev) FROM posts GROUP BY board_id;
