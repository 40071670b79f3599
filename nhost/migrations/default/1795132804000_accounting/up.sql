-- Accounting data imported per client: a chart of accounts, monthly entries and budgets, and company indicators.
-- The cash-flow screens read these: each account says whether it is a receipt or a payment and to which section of
-- the cash-flow statement (operations, financing, investment) it belongs.

CREATE SCHEMA accounting;

CREATE TABLE accounting.account_type (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT account_type_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.account_type IS 'Whether an account records money in or money out.';
INSERT INTO accounting.account_type (value, comment) VALUES
  ('receipt', 'Cash in'),
  ('payment', 'Cash out');

CREATE TABLE accounting.cash_flow_section (
  value text NOT NULL,
  comment text NOT NULL,
  CONSTRAINT cash_flow_section_pkey PRIMARY KEY (value)
);
COMMENT ON TABLE accounting.cash_flow_section IS 'Sections of the cash-flow statement.';
INSERT INTO accounting.cash_flow_section (value, comment) VALUES
  ('operations', 'Operating activities'),
  ('financing', 'Financing activities'),
  ('investment', 'Investing activities');

CREATE TABLE accounting.account (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  client_id uuid NOT NULL,
  number text NOT NULL,
  name text NOT NULL,
  client_account text,
  type text NOT NULL,
  section text NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT account_pkey PRIMARY KEY (id),
  CONSTRAINT account_client_id_number_key UNIQUE (client_id, number),
  -- The category identifier: dot- or dash-separated parts such as 1.01.02 or 3-10.
  CONSTRAINT account_number_format CHECK (number ~ '^[0-9A-Za-z]+([.-][0-9A-Za-z]+)*$'),
  CONSTRAINT account_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT account_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT account_type_fkey FOREIGN KEY (type) REFERENCES accounting.account_type (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT account_section_fkey FOREIGN KEY (section) REFERENCES accounting.cash_flow_section (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE accounting.account IS 'Chart of accounts of a client: number (category identifier), name, the client''s own account, type and section.';

CREATE TABLE accounting.entry (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  account_id uuid NOT NULL,
  month date NOT NULL,
  value numeric(20, 2) NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT entry_pkey PRIMARY KEY (id),
  CONSTRAINT entry_account_id_month_key UNIQUE (account_id, month),
  CONSTRAINT entry_month_is_first_day CHECK (extract(day FROM month) = 1),
  CONSTRAINT entry_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounting.account (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE accounting.entry IS 'The realised value of an account in a month (month is its first day).';

CREATE TABLE accounting.budget (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  account_id uuid NOT NULL,
  month date NOT NULL,
  value numeric(20, 2) NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT budget_pkey PRIMARY KEY (id),
  CONSTRAINT budget_account_id_month_key UNIQUE (account_id, month),
  CONSTRAINT budget_month_is_first_day CHECK (extract(day FROM month) = 1),
  CONSTRAINT budget_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounting.account (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE accounting.budget IS 'The budgeted value of an account in a month, for budget against actual.';

CREATE TABLE accounting.indicator_kind (
  value text NOT NULL,
  en_name text NOT NULL,
  pt_br_name text NOT NULL,
  unit text NOT NULL,
  CONSTRAINT indicator_kind_pkey PRIMARY KEY (value),
  CONSTRAINT indicator_kind_unit_check CHECK (unit IN ('currency', 'percent', 'count', 'months', 'ratio'))
);
COMMENT ON TABLE accounting.indicator_kind IS 'Key indicators a company reports, named in each portal language, with their unit.';
INSERT INTO accounting.indicator_kind (value, en_name, pt_br_name, unit) VALUES
  ('revenue', 'Revenue', 'Receita', 'currency'),
  ('ebitda', 'EBITDA', 'EBITDA', 'currency'),
  ('net_income', 'Net income', 'Lucro líquido', 'currency'),
  ('cash_balance', 'Cash balance', 'Saldo de caixa', 'currency'),
  ('gross_margin', 'Gross margin', 'Margem bruta', 'percent'),
  ('headcount', 'Headcount', 'Número de funcionários', 'count'),
  ('customers', 'Customers', 'Clientes', 'count'),
  ('churn_rate', 'Churn rate', 'Taxa de cancelamento', 'percent');

CREATE TABLE accounting.indicator (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  kind text NOT NULL,
  period date NOT NULL,
  value numeric(20, 4) NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT indicator_pkey PRIMARY KEY (id),
  CONSTRAINT indicator_company_id_kind_period_key UNIQUE (company_id, kind, period),
  CONSTRAINT indicator_period_is_first_day CHECK (extract(day FROM period) = 1),
  CONSTRAINT indicator_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT indicator_kind_fkey FOREIGN KEY (kind) REFERENCES accounting.indicator_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE accounting.indicator IS 'A company''s reported indicator (KPI) for a month (period is its first day).';
