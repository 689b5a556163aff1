CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- The catalogue's version moves by one in every transaction that writes a table the storefront's catalogue
-- answers read, whatever code (or hand) writes it: the answers kept per version (catalog-cache/) are current
-- until it moves. The trigger is deferred, so the row is locked only while the transaction commits (not for
-- the rest of a checkout that held a unit early), and it bumps once per transaction however many rows changed.
-- The new version is also announced (NOTIFY catalog_version) with the commit: the embedded database's one
-- process learns it before the writer goes on; servers on PostgreSQL read the row instead.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('shop.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.catalog_bumped', txid_current()::text, true);
    UPDATE catalog_version SET version = version + 1, updated_at = now() WHERE id = 1
      RETURNING version INTO next_version;
    PERFORM pg_notify('catalog_version', next_version::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'corps', 'prod_cats', 'prods', 'prod_opts', 'prod_conns', 'prod_stocks', 'tags', 'tag_taggables',
    'subsc_cats', 'subsc_cat_opts', 'prod_subsc_cat_opts', 'discounts', 'atts', 'featds', 'featdables',
    'favables', 'forums', 'docs'
  ] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER catalog_version_bump AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump()', t);
    EXECUTE format('CREATE TRIGGER catalog_version_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump()', t);
  END LOOP;
END;
$$;
