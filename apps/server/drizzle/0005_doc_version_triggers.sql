-- Every document has its versions: version 1 is its text when it was created (any code path), and the
-- documents there before this migration get theirs now.
CREATE FUNCTION docs_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doc_versions (doc_id, version, title, content) VALUES (NEW.id, 1, NEW.title, NEW.content);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER docs_first_version AFTER INSERT ON docs FOR EACH ROW EXECUTE FUNCTION docs_first_version();
--> statement-breakpoint
INSERT INTO doc_versions (doc_id, version, title, content)
  SELECT d.id, 1, d.title, d.content FROM docs d
  WHERE NOT EXISTS (SELECT 1 FROM doc_versions v WHERE v.doc_id = d.id);
--> statement-breakpoint
-- A consent points at the version of the document published when it was given, whatever code records it.
CREATE FUNCTION doc_confirmables_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.doc_version_id IS NULL THEN
    SELECT v.id INTO NEW.doc_version_id FROM doc_versions v
      WHERE v.doc_id = NEW.doc_id ORDER BY v.version DESC LIMIT 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doc_confirmables_version BEFORE INSERT ON doc_confirmables
  FOR EACH ROW EXECUTE FUNCTION doc_confirmables_version();
--> statement-breakpoint
UPDATE doc_confirmables c SET doc_version_id = (
  SELECT v.id FROM doc_versions v WHERE v.doc_id = c.doc_id ORDER BY v.version DESC LIMIT 1
) WHERE c.doc_version_id IS NULL;
