-- One version row made every transaction that writes the catalogue wait for the previous one's commit (its
-- row lock, and NOTIFY's cluster-wide commit lock, are held until the commit is on disk): on PostgreSQL four
-- independent stock writers did half the commits per second. Now the version is the sum of sixteen rows and
-- a transaction adds one to the row its transaction id picks, so writers seldom meet; a reader adds up the
-- sixteen (one page). Only the embedded database, whose session sets shop.catalog_notify, announces the new
-- sum: servers on PostgreSQL read it.
INSERT INTO "catalog_version" ("id", "version") SELECT g, 0 FROM generate_series(2, 16) g;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.catalog_bumped', txid_current()::text, true);
    UPDATE catalog_version SET version = version + 1, updated_at = now() WHERE id = 1 + txid_current() % 16;
    IF current_setting('shop.catalog_notify', true) = 'on' THEN
      PERFORM pg_notify('catalog_version', (SELECT sum(version) FROM catalog_version)::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
