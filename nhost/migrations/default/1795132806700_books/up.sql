-- A client's books as they come in: its own chart of accounts, the De/Para mapping onto the portal's categories
-- (accounting.account), dated transactions and monthly balances, each written by an import batch, and budget versions.
--
-- One source of truth: accounting.entry and accounting.budget (the monthly figure per category that the screens
-- read) are derived from the transactions and budget lines of applied batches through the mapping, by
-- accounting.refresh_monthly_figures, in the transaction that applies a batch or changes a mapping. Rows of a batch
-- that is not applied (still importing, failed, replaced) count nowhere, so an import is all or nothing for every
-- reader however many statements wrote it.
--
-- Sign convention: transaction.amount, balance.* and budget_line.amount are debit-positive on their client account,
-- as double entry writes them (a bank deposit is +, revenue is -, an expense is +). Cash in for the cash flow is
-- then +amount on a cash account and -amount on any other account.

-- Files sent to be imported (the import function reads them as their uploader); an ECD of a large company runs to
-- tens of megabytes.
INSERT INTO storage.buckets (id, max_upload_file_size, download_expiration, cache_control, presigned_urls_enabled)
VALUES ('books', 200000000, 60, 'private, no-store', false);

CREATE TABLE accounting.account_nature (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT account_nature_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.account_nature IS 'Nature of a client account (SPED ECD COD_NAT), plus cash_flow for a management spreadsheet''s lines.';
INSERT INTO accounting.account_nature (value, comment) VALUES
  ('asset', 'Ativo (ECD 01)'),
  ('liability', 'Passivo (ECD 02)'),
  ('equity', 'Patrimônio líquido (ECD 03)'),
  ('result', 'Contas de resultado (ECD 04)'),
  ('memorandum', 'Contas de compensação (ECD 05)'),
  ('other', 'Outras (ECD 09)'),
  ('cash_flow', 'A receipt or payment line of a management spreadsheet');

CREATE TABLE accounting.import_source (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT import_source_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.import_source IS 'Where a batch of books came from.';
INSERT INTO accounting.import_source (value, comment) VALUES
  ('spreadsheet', 'The portal''s XLSX or CSV template: actuals and budgets by account and month'),
  ('ofx', 'A bank or credit-card statement (OFX 1.x or 2.x)'),
  ('ecd', 'SPED ECD, the digital bookkeeping filed with the Receita Federal'),
  ('seed', 'Demo and benchmark data');

CREATE TABLE accounting.import_status (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT import_status_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.import_status IS 'Life of an import batch.';
INSERT INTO accounting.import_status (value, comment) VALUES
  ('running', 'Being read and written; its rows count nowhere yet'),
  ('applied', 'Its rows are the books'),
  ('failed', 'Refused: its problems say why; its rows were removed'),
  ('duplicate', 'The same file was already applied: nothing was written'),
  ('replaced', 'A later batch (an ECD substituta) replaced it; its rows were removed');

CREATE TABLE accounting.import_batch (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_id uuid NOT NULL,
  source text NOT NULL,
  status text DEFAULT 'running' NOT NULL,
  file_id uuid,
  file_name text,
  file_sha256 text NOT NULL,
  period_start date,
  period_end date,
  rows_total integer,
  rows_processed integer DEFAULT 0 NOT NULL,
  rows_written integer DEFAULT 0 NOT NULL,
  rows_skipped integer DEFAULT 0 NOT NULL,
  rows_refused integer DEFAULT 0 NOT NULL,
  problems jsonb DEFAULT '[]' NOT NULL,
  summary jsonb DEFAULT '{}' NOT NULL,
  replaces_batch_id uuid,
  duplicate_of_batch_id uuid,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  finished_at timestamptz,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT import_batch_pkey PRIMARY KEY (id),
  CONSTRAINT import_batch_sha256_format CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  CONSTRAINT import_batch_period_order CHECK (period_start IS NULL OR period_end IS NULL OR period_start <= period_end),
  CONSTRAINT import_batch_counts_not_negative CHECK (
    rows_processed >= 0 AND rows_written >= 0 AND rows_skipped >= 0 AND rows_refused >= 0 AND coalesce(rows_total, 0) >= 0),
  CONSTRAINT import_batch_problems_is_array CHECK (jsonb_typeof(problems) = 'array'),
  CONSTRAINT import_batch_summary_is_object CHECK (jsonb_typeof(summary) = 'object'),
  CONSTRAINT import_batch_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT import_batch_source_fkey FOREIGN KEY (source) REFERENCES accounting.import_source (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT import_batch_status_fkey FOREIGN KEY (status) REFERENCES accounting.import_status (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT import_batch_file_id_fkey FOREIGN KEY (file_id) REFERENCES storage.files (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT import_batch_replaces_batch_id_fkey FOREIGN KEY (replaces_batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT import_batch_duplicate_of_batch_id_fkey FOREIGN KEY (duplicate_of_batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT import_batch_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE accounting.import_batch IS 'One import of a file into a client''s books: source, file and its SHA-256, period, progress, counts, per-line problems, who, and the batch an ECD substituta replaces.';
CREATE INDEX import_batch_client_id_idx ON accounting.import_batch (client_id, created_at DESC);
CREATE INDEX import_batch_file_id_idx ON accounting.import_batch (file_id);
CREATE INDEX import_batch_replaces_batch_id_idx ON accounting.import_batch (replaces_batch_id);
CREATE INDEX import_batch_duplicate_of_batch_id_idx ON accounting.import_batch (duplicate_of_batch_id);
CREATE INDEX import_batch_created_by_idx ON accounting.import_batch (created_by);
-- The same file applied twice would count twice: one applied batch per file and client.
CREATE UNIQUE INDEX import_batch_one_applied_per_file ON accounting.import_batch (client_id, file_sha256) WHERE status = 'applied';
CREATE TRIGGER set_accounting_import_batch_updated_at BEFORE UPDATE ON accounting.import_batch
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE accounting.client_account (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_id uuid NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  nature text NOT NULL,
  analytic boolean DEFAULT true NOT NULL,
  parent_id uuid,
  level integer,
  referential_code text,
  aggregation_code text,
  is_cash boolean DEFAULT false NOT NULL,
  batch_id uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT client_account_pkey PRIMARY KEY (id),
  CONSTRAINT client_account_client_id_code_key UNIQUE (client_id, code),
  CONSTRAINT client_account_code_not_blank CHECK (btrim(code) <> ''),
  CONSTRAINT client_account_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT client_account_level_positive CHECK (level IS NULL OR level > 0),
  CONSTRAINT client_account_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT client_account_nature_fkey FOREIGN KEY (nature) REFERENCES accounting.account_nature (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT client_account_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES accounting.client_account (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  -- The import that first named the account: a failed import takes back the accounts it brought and nothing used.
  CONSTRAINT client_account_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE accounting.client_account IS 'The client''s own chart of accounts (ECD I050, a bank account of an OFX, a spreadsheet''s account code): a tree with a nature.';
CREATE INDEX client_account_parent_id_idx ON accounting.client_account (parent_id);
CREATE INDEX client_account_batch_id_idx ON accounting.client_account (batch_id);
CREATE TRIGGER set_accounting_client_account_updated_at BEFORE UPDATE ON accounting.client_account
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE accounting.account_mapping (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_account_id uuid NOT NULL,
  account_id uuid NOT NULL,
  valid_from date DEFAULT '1900-01-01' NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT account_mapping_pkey PRIMARY KEY (id),
  CONSTRAINT account_mapping_client_account_id_valid_from_key UNIQUE (client_account_id, valid_from),
  CONSTRAINT account_mapping_valid_from_is_first_day CHECK (extract(day FROM valid_from) = 1),
  CONSTRAINT account_mapping_client_account_id_fkey FOREIGN KEY (client_account_id) REFERENCES accounting.client_account (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT account_mapping_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounting.account (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT account_mapping_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE accounting.account_mapping IS 'De/Para: from a month on, the client account feeds this category. The latest valid_from not after a month applies to it.';
CREATE INDEX account_mapping_account_id_idx ON accounting.account_mapping (account_id);
CREATE INDEX account_mapping_created_by_idx ON accounting.account_mapping (created_by);

CREATE TABLE accounting.transaction (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_account_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  occurred_on date NOT NULL,
  amount numeric(20, 2) NOT NULL,
  description text,
  counterparty text,
  document text,
  source_line integer NOT NULL,
  source_ref text,
  fitid text,
  is_closing boolean DEFAULT false NOT NULL,
  is_total boolean DEFAULT false NOT NULL,
  account_id uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT transaction_pkey PRIMARY KEY (id),
  CONSTRAINT transaction_source_line_positive CHECK (source_line > 0),
  CONSTRAINT transaction_client_account_id_fkey FOREIGN KEY (client_account_id) REFERENCES accounting.client_account (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT transaction_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT transaction_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounting.account (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE accounting.transaction IS 'A dated amount on a client account (debit-positive): an ECD entry line, an OFX transaction, or a spreadsheet''s monthly total (is_total), with where it came from (file line, FITID). account_id classifies one transaction directly, before the De/Para.';
CREATE INDEX transaction_client_account_id_occurred_on_idx ON accounting.transaction (client_account_id, occurred_on);
CREATE INDEX transaction_batch_id_idx ON accounting.transaction (batch_id);
CREATE INDEX transaction_account_id_idx ON accounting.transaction (account_id);
-- A bank's transaction id is unique per account: the same OFX transaction imported twice is one transaction.
-- (A constraint, not a partial index, so an insert can name it in on_conflict; other sources leave fitid null, and
-- nulls never conflict.)
ALTER TABLE accounting.transaction ADD CONSTRAINT transaction_client_account_id_fitid_key UNIQUE (client_account_id, fitid);

CREATE TABLE accounting.balance (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_account_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  month date NOT NULL,
  opening numeric(20, 2) NOT NULL,
  debits numeric(20, 2) NOT NULL,
  credits numeric(20, 2) NOT NULL,
  closing numeric(20, 2) NOT NULL,
  as_of date,
  source_line integer NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT balance_pkey PRIMARY KEY (id),
  CONSTRAINT balance_client_account_id_month_batch_id_key UNIQUE (client_account_id, month, batch_id),
  CONSTRAINT balance_month_is_first_day CHECK (extract(day FROM month) = 1),
  CONSTRAINT balance_movements_not_negative CHECK (debits >= 0 AND credits >= 0),
  -- The ECD validator's own rule: final = initial + debits - credits (debit-positive).
  CONSTRAINT balance_closing_ties CHECK (closing = opening + debits - credits),
  CONSTRAINT balance_source_line_positive CHECK (source_line > 0),
  CONSTRAINT balance_client_account_id_fkey FOREIGN KEY (client_account_id) REFERENCES accounting.client_account (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT balance_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE accounting.balance IS 'Monthly balance of a client account (debit-positive): opening, debits, credits, closing (ECD I155; an OFX ledger balance, with as_of).';
CREATE INDEX balance_batch_id_idx ON accounting.balance (batch_id);

CREATE TABLE accounting.budget_kind (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT budget_kind_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.budget_kind IS 'What a budget version is.';
INSERT INTO accounting.budget_kind (value, comment) VALUES
  ('original', 'The budget approved for the year'),
  ('revised', 'A revision of the approved budget'),
  ('forecast', 'A forecast of the rest of the year');

CREATE TABLE accounting.budget_version (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_id uuid NOT NULL,
  name text NOT NULL,
  kind text DEFAULT 'original' NOT NULL,
  is_plan_of_record boolean DEFAULT false NOT NULL,
  locked boolean DEFAULT false NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT budget_version_pkey PRIMARY KEY (id),
  CONSTRAINT budget_version_client_id_name_key UNIQUE (client_id, name),
  CONSTRAINT budget_version_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT budget_version_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT budget_version_kind_fkey FOREIGN KEY (kind) REFERENCES accounting.budget_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE accounting.budget_version IS 'A budget of a client (original, revised, forecast); one is the plan of record; a locked one is read-only.';
CREATE UNIQUE INDEX budget_version_one_plan_of_record ON accounting.budget_version (client_id) WHERE is_plan_of_record;
CREATE TRIGGER set_accounting_budget_version_updated_at BEFORE UPDATE ON accounting.budget_version
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE accounting.budget_line (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_account_id uuid NOT NULL,
  version_id uuid NOT NULL,
  batch_id uuid NOT NULL,
  month date NOT NULL,
  amount numeric(20, 2) NOT NULL,
  source_line integer NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT budget_line_pkey PRIMARY KEY (id),
  CONSTRAINT budget_line_month_is_first_day CHECK (extract(day FROM month) = 1),
  CONSTRAINT budget_line_source_line_positive CHECK (source_line > 0),
  CONSTRAINT budget_line_client_account_id_fkey FOREIGN KEY (client_account_id) REFERENCES accounting.client_account (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT budget_line_version_id_fkey FOREIGN KEY (version_id) REFERENCES accounting.budget_version (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT budget_line_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE accounting.budget_line IS 'A budgeted amount of a client account in a month, in a budget version (debit-positive), from an import.';
CREATE INDEX budget_line_client_account_id_month_idx ON accounting.budget_line (client_account_id, month);
CREATE INDEX budget_line_version_id_idx ON accounting.budget_line (version_id);
CREATE INDEX budget_line_batch_id_idx ON accounting.budget_line (batch_id);

-- A locked version is read-only: no import writes into it.
CREATE FUNCTION accounting.budget_line_refuse_locked() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM accounting.budget_version WHERE id = NEW.version_id AND locked) THEN
    RAISE EXCEPTION 'budget version is locked' USING ERRCODE = 'check_violation', CONSTRAINT = 'budget_version_locked';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER budget_line_refuse_locked BEFORE INSERT OR UPDATE ON accounting.budget_line
  FOR EACH ROW EXECUTE FUNCTION accounting.budget_line_refuse_locked();

-- Budgets per category now belong to a version: each client's existing budget becomes its "Original", the plan of
-- record.
INSERT INTO accounting.budget_version (client_id, name, kind, is_plan_of_record)
SELECT DISTINCT a.client_id, 'Original', 'original', true
FROM accounting.budget b JOIN accounting.account a ON a.id = b.account_id;
ALTER TABLE accounting.budget ADD COLUMN version_id uuid;
UPDATE accounting.budget b SET version_id = v.id
FROM accounting.account a, accounting.budget_version v
WHERE a.id = b.account_id AND v.client_id = a.client_id AND v.is_plan_of_record;
ALTER TABLE accounting.budget ALTER COLUMN version_id SET NOT NULL;
ALTER TABLE accounting.budget DROP CONSTRAINT budget_account_id_month_key;
ALTER TABLE accounting.budget ADD CONSTRAINT budget_account_id_version_id_month_key UNIQUE (account_id, version_id, month);
ALTER TABLE accounting.budget ADD CONSTRAINT budget_version_id_fkey FOREIGN KEY (version_id)
  REFERENCES accounting.budget_version (id) ON UPDATE CASCADE ON DELETE CASCADE;
CREATE INDEX budget_version_id_idx ON accounting.budget (version_id);

-- A mapping and a transaction's own category must name a category of the same client as the account.
CREATE FUNCTION accounting.refuse_foreign_category() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  account_client uuid;
  category_client uuid;
BEGIN
  IF NEW.account_id IS NULL THEN RETURN NEW; END IF;
  SELECT client_id INTO account_client FROM accounting.client_account WHERE id = NEW.client_account_id;
  SELECT client_id INTO category_client FROM accounting.account WHERE id = NEW.account_id;
  IF account_client IS DISTINCT FROM category_client THEN
    RAISE EXCEPTION 'the category belongs to another client' USING ERRCODE = 'check_violation', CONSTRAINT = 'category_of_same_client';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER account_mapping_refuse_foreign_category BEFORE INSERT OR UPDATE ON accounting.account_mapping
  FOR EACH ROW EXECUTE FUNCTION accounting.refuse_foreign_category();
CREATE TRIGGER transaction_refuse_foreign_category BEFORE INSERT OR UPDATE OF account_id ON accounting.transaction
  FOR EACH ROW EXECUTE FUNCTION accounting.refuse_foreign_category();

-- The category each transaction of an applied batch feeds, or null ("não classificado"): its own, else the mapping
-- in force in its month. Balance-sheet accounts other than cash feed no cash-flow category and are left out.
CREATE VIEW accounting.classified_transaction AS
SELECT t.id AS transaction_id, t.client_account_id, ca.client_id, date_trunc('month', t.occurred_on)::date AS month,
       t.amount, CASE WHEN ca.is_cash THEN t.amount ELSE -t.amount END AS cash_effect,
       coalesce(t.account_id, m.account_id) AS account_id, t.created_at
FROM accounting.transaction t
JOIN accounting.import_batch b ON b.id = t.batch_id AND b.status = 'applied'
JOIN accounting.client_account ca ON ca.id = t.client_account_id
LEFT JOIN LATERAL (
  SELECT am.account_id FROM accounting.account_mapping am
  WHERE am.client_account_id = t.client_account_id AND am.valid_from <= t.occurred_on
  ORDER BY am.valid_from DESC LIMIT 1
) m ON true
WHERE NOT t.is_closing AND (ca.nature IN ('result', 'cash_flow') OR ca.is_cash);
COMMENT ON VIEW accounting.classified_transaction IS 'Each transaction of an applied batch that can feed the cash flow, with its cash effect and the category it feeds (null when unmapped).';

-- What is still unmapped, per client account and month, with its amount: so no money silently leaves a statement.
CREATE VIEW accounting.unmapped_activity AS
SELECT c.client_id, c.client_account_id, c.month, count(*)::integer AS transactions, sum(c.cash_effect) AS cash_effect
FROM accounting.classified_transaction c
WHERE c.account_id IS NULL
GROUP BY c.client_id, c.client_account_id, c.month;
COMMENT ON VIEW accounting.unmapped_activity IS 'Activity of client accounts that feed no category ("não classificado"), per month, with its cash effect.';

-- The monthly figures per category (accounting.entry, accounting.budget) derived anew for some clients from their
-- applied transactions and budget lines through the De/Para. Entry and budget values keep the screens' convention:
-- a positive value is money in for a receipt category and money out for a payment category. A figure's id is a hash
-- of what it is (category, version, month), so it survives a refresh, and the seed stays reproducible.
CREATE FUNCTION accounting.refresh_monthly_figures(clients uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM accounting.entry e USING accounting.account a
  WHERE e.account_id = a.id AND a.client_id = ANY (clients);
  INSERT INTO accounting.entry (id, account_id, month, value, created_at)
  SELECT md5(c.account_id::text || '/' || c.month::text)::uuid, c.account_id, c.month,
         CASE a.type WHEN 'receipt' THEN sum(c.cash_effect) ELSE -sum(c.cash_effect) END, max(c.created_at)
  FROM accounting.classified_transaction c
  JOIN accounting.account a ON a.id = c.account_id
  WHERE c.client_id = ANY (clients)
  GROUP BY c.account_id, c.month, a.type;

  DELETE FROM accounting.budget bu USING accounting.account a
  WHERE bu.account_id = a.id AND a.client_id = ANY (clients)
    AND EXISTS (SELECT 1 FROM accounting.budget_line l WHERE l.version_id = bu.version_id);
  INSERT INTO accounting.budget (id, account_id, version_id, month, value, created_at)
  SELECT md5(m.account_id::text || '/' || l.version_id::text || '/' || l.month::text)::uuid, m.account_id, l.version_id, l.month,
         CASE a.type WHEN 'receipt' THEN sum(CASE WHEN ca.is_cash THEN l.amount ELSE -l.amount END)
                     ELSE -sum(CASE WHEN ca.is_cash THEN l.amount ELSE -l.amount END) END,
         max(l.created_at)
  FROM accounting.budget_line l
  JOIN accounting.import_batch b ON b.id = l.batch_id AND b.status = 'applied'
  JOIN accounting.client_account ca ON ca.id = l.client_account_id
  JOIN LATERAL (
    SELECT am.account_id FROM accounting.account_mapping am
    WHERE am.client_account_id = l.client_account_id AND am.valid_from <= l.month
    ORDER BY am.valid_from DESC LIMIT 1
  ) m ON true
  JOIN accounting.account a ON a.id = m.account_id
  WHERE ca.client_id = ANY (clients)
  GROUP BY m.account_id, l.version_id, l.month, a.type;
END $$;
COMMENT ON FUNCTION accounting.refresh_monthly_figures(uuid[]) IS 'Derives accounting.entry and the imported budget versions'' accounting.budget rows of the given clients from their books.';

-- A batch's life, decided in the database so every writer gets the same rules in one transaction. Before the
-- change: only running → applied, failed or duplicate, and applied → replaced. After it (when the table already says
-- so, which the figures read): a batch that applies retires the one it replaces, sets the client's freshness and
-- refreshes the figures; one that fails or is replaced loses its rows (they never counted, or count no more).
CREATE FUNCTION accounting.import_batch_check_transition() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN RETURN NEW; END IF;
  IF NOT (OLD.status = 'running' AND NEW.status IN ('applied', 'failed', 'duplicate'))
     AND NOT (OLD.status = 'applied' AND NEW.status = 'replaced') THEN
    RAISE EXCEPTION 'an import batch that is % cannot become %', OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'import_batch_status_transition';
  END IF;
  IF NEW.status <> 'replaced' THEN NEW.finished_at := coalesce(NEW.finished_at, now()); END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER import_batch_check_transition BEFORE UPDATE OF status ON accounting.import_batch
  FOR EACH ROW EXECUTE FUNCTION accounting.import_batch_check_transition();

CREATE FUNCTION accounting.import_batch_status_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN RETURN NULL; END IF;
  IF NEW.status IN ('failed', 'replaced', 'duplicate') THEN
    DELETE FROM accounting.transaction WHERE batch_id = NEW.id;
    DELETE FROM accounting.balance WHERE batch_id = NEW.id;
    DELETE FROM accounting.budget_line WHERE batch_id = NEW.id;
    -- Leaves first, level by level up the tree.
    LOOP
    DELETE FROM accounting.client_account ca WHERE ca.batch_id = NEW.id AND NEW.status <> 'replaced'
      AND NOT EXISTS (SELECT 1 FROM accounting.transaction t WHERE t.client_account_id = ca.id)
      AND NOT EXISTS (SELECT 1 FROM accounting.balance b WHERE b.client_account_id = ca.id)
      AND NOT EXISTS (SELECT 1 FROM accounting.budget_line l WHERE l.client_account_id = ca.id)
      AND NOT EXISTS (SELECT 1 FROM accounting.account_mapping m WHERE m.client_account_id = ca.id)
      AND NOT EXISTS (SELECT 1 FROM accounting.client_account c WHERE c.parent_id = ca.id);
    EXIT WHEN NOT FOUND;
    END LOOP;
  ELSIF NEW.status = 'applied' THEN
    IF NEW.replaces_batch_id IS NOT NULL THEN
      UPDATE accounting.import_batch SET status = 'replaced' WHERE id = NEW.replaces_batch_id AND status = 'applied';
    END IF;
    UPDATE portfolio.client SET last_data_imported_at = now() WHERE id = NEW.client_id;
    -- A large import leaves the statistics stale (PGlite never refreshes them; a server only later), and the
    -- derivation's plan then walks every batch's rows for each account: 42 s for one client's ECD over earlier
    -- batches, 0.7 s after ANALYZE. Sampling is bounded (30,000 rows a table), so this costs a fraction of a second.
    ANALYZE accounting.transaction;
    ANALYZE accounting.import_batch;
    ANALYZE accounting.client_account;
    PERFORM accounting.refresh_monthly_figures(ARRAY[NEW.client_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER import_batch_status_changed AFTER UPDATE OF status ON accounting.import_batch
  FOR EACH ROW EXECUTE FUNCTION accounting.import_batch_status_changed();

-- A De/Para change (or a transaction classified by hand) moves money between categories at once.
CREATE FUNCTION accounting.mapping_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM accounting.refresh_monthly_figures(array_agg(DISTINCT ca.client_id))
  FROM accounting.client_account ca
  WHERE ca.id IN (SELECT client_account_id FROM changed);
  RETURN NULL;
END $$;
CREATE TRIGGER account_mapping_inserted AFTER INSERT ON accounting.account_mapping
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION accounting.mapping_changed();
CREATE TRIGGER account_mapping_updated AFTER UPDATE ON accounting.account_mapping
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION accounting.mapping_changed();
CREATE TRIGGER account_mapping_deleted AFTER DELETE ON accounting.account_mapping
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION accounting.mapping_changed();
CREATE TRIGGER transaction_classified AFTER UPDATE ON accounting.transaction
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION accounting.mapping_changed();

-- Figures that were already here (a database seeded or filled before books existed) become books the same way the
-- seeds make them, so a later refresh derives them again instead of dropping them: one applied batch per client,
-- its accounts, a transaction per monthly figure, the budget as lines of the plan of record, and a De/Para.
CREATE TEMP TABLE migrated_client ON COMMIT DROP AS
SELECT a.client_id, min(e.month) AS first_month, max(e.month) AS last_month, count(*)::int AS figures, min(a.created_at) AS created_at
FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id GROUP BY a.client_id;
INSERT INTO accounting.import_batch (id, client_id, source, status, file_name, file_sha256, period_start, period_end,
  rows_total, rows_processed, rows_written, created_at, finished_at, updated_at)
SELECT md5('seed-batch:' || client_id)::uuid, client_id, 'seed', 'applied', 'figures before books',
       encode(sha256(convert_to('seed:' || client_id, 'UTF8')), 'hex'), first_month,
       (last_month + interval '1 month' - interval '1 day')::date, figures, figures, figures, created_at, created_at, created_at
FROM migrated_client;
INSERT INTO accounting.client_account (id, client_id, code, name, nature, created_at, updated_at)
SELECT md5('seed-client-account:' || a.id)::uuid, a.client_id, coalesce(a.client_account, a.number), a.name, 'cash_flow', a.created_at, a.created_at
FROM accounting.account a WHERE a.client_id IN (SELECT client_id FROM migrated_client);
INSERT INTO accounting.transaction (id, client_account_id, batch_id, occurred_on, amount, source_line, is_total, created_at)
SELECT md5('seed-transaction:' || e.id)::uuid, md5('seed-client-account:' || a.id)::uuid, md5('seed-batch:' || a.client_id)::uuid,
       e.month, CASE a.type WHEN 'receipt' THEN -e.value ELSE e.value END,
       row_number() OVER (PARTITION BY a.client_id ORDER BY a.number, e.month)::int, true, e.created_at
FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id;
INSERT INTO accounting.budget_line (id, client_account_id, version_id, batch_id, month, amount, source_line, created_at)
SELECT md5('seed-budget-line:' || b.id)::uuid, md5('seed-client-account:' || a.id)::uuid, b.version_id, md5('seed-batch:' || a.client_id)::uuid,
       b.month, CASE a.type WHEN 'receipt' THEN -b.value ELSE b.value END,
       row_number() OVER (PARTITION BY a.client_id ORDER BY a.number, b.month)::int, b.created_at
FROM accounting.budget b JOIN accounting.account a ON a.id = b.account_id
WHERE a.client_id IN (SELECT client_id FROM migrated_client);
-- Last: the mapping's trigger derives the figures again from the transactions and lines just written.
INSERT INTO accounting.account_mapping (id, client_account_id, account_id, created_at)
SELECT md5('seed-mapping:' || a.id)::uuid, md5('seed-client-account:' || a.id)::uuid, a.id, a.created_at
FROM accounting.account a WHERE a.client_id IN (SELECT client_id FROM migrated_client);
