-- Files: the `storage` schema exactly as Nhost's hasura-storage creates it (its migrations 1 to 5), so a real
-- hasura-storage started on this database finds nothing left to migrate and our own files API (server/storage)
-- reads and writes the same rows; then the dataroom: a `dataroom` bucket and `portfolio.company_file`, which files
-- a stored file under a company.
--
-- How permissions work (the files API asks the GraphQL engine as the caller, as hasura-storage asks Hasura):
--   * uploading inserts a `storage.files` row as the user; the metadata lets editors and owners of an organization
--     whose plan has the dataroom insert into bucket `dataroom`, with uploaded_by_user_id preset to themselves;
--   * the portal then links the file to a company with a `company_file` row, which the metadata allows only for a
--     company of an organization where the user is an editor or owner, and only for a file they uploaded themselves
--     (so nobody can pull another organization's file into their company by its id); one link per file;
--   * a file is visible (listed, downloaded, presigned) through its link, to every member of the company's
--     organization; before it is linked, only to its uploader (that is how the link's own check can read it);
--   * deleting a file deletes its link (ON DELETE CASCADE); editors and owners of the organization may delete.
-- Deleting a company deletes its links, and the trigger below deletes the linked files' rows with them; the files
-- API removes bytes left without a row when it starts.

CREATE SCHEMA storage;

CREATE FUNCTION storage.set_current_timestamp_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  _new record;
BEGIN
  _new := new;
  _new.updated_at = now();
  RETURN _new;
END;
$$;

CREATE FUNCTION storage.protect_default_bucket_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ID = 'default' THEN
    RAISE EXCEPTION 'Can not delete default bucket';
  END IF;
  RETURN OLD;
END;
$$;

CREATE FUNCTION storage.protect_default_bucket_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ID = 'default' AND NEW.ID <> 'default' THEN
    RAISE EXCEPTION 'Can not rename default bucket';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TABLE storage.buckets (
  id text NOT NULL PRIMARY KEY,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  download_expiration int NOT NULL DEFAULT 30, -- seconds a presigned URL lives
  min_upload_file_size int NOT NULL DEFAULT 1,
  max_upload_file_size int NOT NULL DEFAULT 50000000,
  cache_control text DEFAULT 'max-age=3600',
  presigned_urls_enabled boolean NOT NULL DEFAULT TRUE,
  CONSTRAINT download_expiration_valid_range CHECK (download_expiration >= 1 AND download_expiration <= 604800)
);

CREATE TABLE storage.files (
  id uuid DEFAULT gen_random_uuid() NOT NULL PRIMARY KEY,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  bucket_id text NOT NULL DEFAULT 'default',
  name text,
  size int,
  mime_type text,
  etag text,
  is_uploaded boolean DEFAULT FALSE,
  uploaded_by_user_id uuid,
  metadata jsonb,
  CONSTRAINT fk_bucket FOREIGN KEY (bucket_id) REFERENCES storage.buckets (id) ON UPDATE CASCADE ON DELETE CASCADE
);

CREATE TABLE storage.virus (
  id uuid DEFAULT gen_random_uuid() NOT NULL PRIMARY KEY,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  file_id uuid NOT NULL REFERENCES storage.files (id),
  filename text NOT NULL,
  virus text NOT NULL,
  user_session jsonb NOT NULL
);

CREATE TRIGGER set_storage_buckets_updated_at BEFORE UPDATE ON storage.buckets
  FOR EACH ROW EXECUTE FUNCTION storage.set_current_timestamp_updated_at();
CREATE TRIGGER set_storage_files_updated_at BEFORE UPDATE ON storage.files
  FOR EACH ROW EXECUTE FUNCTION storage.set_current_timestamp_updated_at();
CREATE TRIGGER set_storage_virus_updated_at BEFORE UPDATE ON storage.virus
  FOR EACH ROW EXECUTE FUNCTION storage.set_current_timestamp_updated_at();
CREATE TRIGGER check_default_bucket_delete BEFORE DELETE ON storage.buckets
  FOR EACH ROW EXECUTE PROCEDURE storage.protect_default_bucket_delete();
CREATE TRIGGER check_default_bucket_update BEFORE UPDATE ON storage.buckets
  FOR EACH ROW EXECUTE PROCEDURE storage.protect_default_bucket_update();

-- hasura-storage tracks its own migrations with golang-migrate in storage.schema_migrations. Recording version 5
-- tells a real hasura-storage started on this database that the schema above is already its own.
CREATE TABLE storage.schema_migrations (
  version bigint NOT NULL,
  dirty boolean NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);
INSERT INTO storage.schema_migrations (version, dirty) VALUES (5, false);

-- The default bucket hasura-storage always has, and the dataroom's: documents up to 50 MB, presigned download links
-- that live 60 seconds, and no shared caches (the files are private to an organization).
INSERT INTO storage.buckets (id) VALUES ('default');
INSERT INTO storage.buckets (id, max_upload_file_size, download_expiration, cache_control, presigned_urls_enabled)
VALUES ('dataroom', 50000000, 60, 'private, max-age=3600', true);

CREATE TABLE portfolio.company_file (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  file_id uuid NOT NULL,
  folder text,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT company_file_pkey PRIMARY KEY (id),
  -- A file belongs to one company: a second link would show it to a second organization.
  CONSTRAINT company_file_file_id_key UNIQUE (file_id),
  CONSTRAINT company_file_folder_check CHECK (folder IS NULL OR (btrim(folder) <> '' AND char_length(folder) <= 100)),
  CONSTRAINT company_file_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT company_file_file_id_fkey FOREIGN KEY (file_id) REFERENCES storage.files (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT company_file_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.company_file IS 'A document of a company''s dataroom: a stored file (storage.files), filed under the company, optionally in a folder.';
COMMENT ON COLUMN portfolio.company_file.folder IS 'The dataroom folder the document is filed in (such as Legal or Financials); null at the top level.';
CREATE INDEX company_file_company_id_idx ON portfolio.company_file (company_id, created_at);
CREATE INDEX company_file_created_by_idx ON portfolio.company_file (created_by);

-- A link that goes (its company was deleted) takes its file's row with it; the bytes follow when the files API
-- next starts. Deleting the file itself already deleted the link, and then this finds nothing left to delete.
CREATE FUNCTION portfolio.company_file_delete_file() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM storage.files WHERE id = OLD.file_id;
  RETURN OLD;
END;
$$;
CREATE TRIGGER company_file_delete_file AFTER DELETE ON portfolio.company_file
  FOR EACH ROW EXECUTE FUNCTION portfolio.company_file_delete_file();
