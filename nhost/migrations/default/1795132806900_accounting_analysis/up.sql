-- What the accounting analysis reads: the trial balance of each month (every ledger account's balance, from which the
-- balance sheet and the income statement are summed), and the statements the company itself published in its ECD
-- (block J: the balance sheet J100 and the income statement J150), to compare the one with the other.
--
-- Sign convention as in the books: every amount is debit-positive on its account or line (an asset is +, a
-- liability, equity or revenue is -).

-- Each ledger account's balance in each month, from applied batches only. Two applied batches can give one account
-- and month (an ECD and an OFX of the same bank account): the balance taken latest is the account's, as
-- accounting.cash_position takes it (as_of, then the later import), never their sum. closing_entries is what that
-- batch's closing entries (ECD IND_LCTO E: December's entries that carry the year's result into equity) moved on
-- the account in the month, so closing - closing_entries is the balance before them: the income statement of the
-- year reads result accounts that way, the balance sheet reads closing. Only the ledger's natures: a spreadsheet's
-- cash-flow lines and memorandum accounts are no part of the trial balance.
CREATE VIEW accounting.account_month AS
SELECT l.client_id, l.client_account_id, l.month, l.opening, l.debits, l.credits, l.closing,
       coalesce(c.amount, 0)::numeric(20, 2) AS closing_entries
FROM (
  -- client_id leads the DISTINCT ON (the account decides it anyway) so that a reader's filter on it reaches the scan.
  SELECT DISTINCT ON (ca.client_id, b.client_account_id, b.month)
         ca.client_id, b.client_account_id, b.month, b.opening, b.debits, b.credits, b.closing, b.batch_id
  FROM accounting.balance b
  JOIN accounting.import_batch bt ON bt.id = b.batch_id AND bt.status = 'applied'
  JOIN accounting.client_account ca ON ca.id = b.client_account_id
    AND ca.nature IN ('asset', 'liability', 'equity', 'result', 'other')
  ORDER BY ca.client_id, b.client_account_id, b.month, b.as_of DESC NULLS LAST, bt.created_at DESC, b.id
) l
LEFT JOIN LATERAL (
  SELECT sum(t.amount) AS amount
  FROM accounting.transaction t
  WHERE t.client_account_id = l.client_account_id AND t.batch_id = l.batch_id AND t.is_closing
    AND t.occurred_on >= l.month AND t.occurred_on < (l.month + interval '1 month')::date
) c ON true;
COMMENT ON VIEW accounting.account_month IS 'Trial balance: each ledger account''s opening, debits, credits and closing in a month from applied batches (the latest balance when two give one), and what the closing entries moved in it (debit-positive).';

-- Closing entries are a handful among millions of entry lines: the view finds them without reading the others.
CREATE INDEX transaction_closing_idx ON accounting.transaction (client_account_id, occurred_on) WHERE is_closing;

CREATE TABLE accounting.statement_kind (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT statement_kind_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.statement_kind IS 'A statement an ECD publishes in its block J.';
INSERT INTO accounting.statement_kind (value, comment) VALUES
  ('balance_sheet', 'Balanço patrimonial (ECD J100)'),
  ('income_statement', 'Demonstração do resultado do exercício (ECD J150)');

-- One line of a published statement, as filed. position is J150's NU_ORDEM, or the line's place in its J100 (the file
-- order); code is COD_AGL, the aggregation code the chart's accounts name (I052), and stays null when a J150 line
-- has none (the field is optional there, and such a line then matches no account). line_kind is IND_COD_AGL (T a
-- total, D a detail), grp IND_GRP_BAL (A assets, P liabilities and equity) or IND_GRP_DRE (R increases the result,
-- D reduces it). opening is J100's VL_CTA_INI or J150's previous-period value when given; closing is VL_CTA_FIN
-- (before the closing entries, in a J150). Rows of a batch that is not applied count nowhere: readers see applied
-- batches' only, and a batch that fails or is replaced loses them, as its transactions.
CREATE TABLE accounting.published_statement_line (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  batch_id uuid NOT NULL,
  client_id uuid NOT NULL,
  statement text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  position integer NOT NULL,
  code text,
  parent_code text,
  level integer NOT NULL,
  line_kind text NOT NULL,
  grp text NOT NULL,
  description text NOT NULL,
  opening numeric(20, 2),
  closing numeric(20, 2) NOT NULL,
  source_line integer NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT published_statement_line_pkey PRIMARY KEY (id),
  CONSTRAINT published_statement_line_batch_id_source_line_key UNIQUE (batch_id, source_line),
  CONSTRAINT published_statement_line_period_order CHECK (period_start <= period_end),
  CONSTRAINT published_statement_line_position_positive CHECK (position > 0),
  CONSTRAINT published_statement_line_level_positive CHECK (level > 0),
  CONSTRAINT published_statement_line_source_line_positive CHECK (source_line > 0),
  CONSTRAINT published_statement_line_line_kind CHECK (line_kind IN ('T', 'D')),
  CONSTRAINT published_statement_line_grp CHECK (
    (statement = 'balance_sheet' AND grp IN ('A', 'P')) OR (statement = 'income_statement' AND grp IN ('R', 'D'))),
  -- COD_AGL and VL_CTA_INI are required in a J100, optional in a J150.
  CONSTRAINT published_statement_line_code_given CHECK (code IS NOT NULL OR statement = 'income_statement'),
  CONSTRAINT published_statement_line_opening_given CHECK (opening IS NOT NULL OR statement = 'income_statement'),
  CONSTRAINT published_statement_line_code_not_blank CHECK (btrim(code) <> ''),
  CONSTRAINT published_statement_line_description_not_blank CHECK (btrim(description) <> ''),
  CONSTRAINT published_statement_line_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES accounting.import_batch (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT published_statement_line_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT published_statement_line_statement_fkey FOREIGN KEY (statement) REFERENCES accounting.statement_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE accounting.published_statement_line IS 'A line of the balance sheet (J100) or income statement (J150) an ECD published, as filed: its aggregation code, tree, group, description and values (debit-positive).';
CREATE INDEX published_statement_line_client_id_idx ON accounting.published_statement_line (client_id, statement, period_end);

-- A batch that fails, is refused as a duplicate or is replaced loses its published lines with its other rows (see
-- accounting.import_batch_status_changed in the books migration).
CREATE FUNCTION accounting.import_batch_discard_statements() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM accounting.published_statement_line WHERE batch_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER import_batch_discard_statements AFTER UPDATE OF status ON accounting.import_batch
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('failed', 'replaced', 'duplicate'))
  EXECUTE FUNCTION accounting.import_batch_discard_statements();
