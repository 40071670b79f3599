-- KPI requests: an organization asks its companies for their numbers on a schedule, a company answers through a
-- no-login link, and an editor approves (the values become the company's indicators) or returns the answer with a
-- comment. See research/management.md §4 for the flows this follows (Visible's requests, Atom's approval).
--
-- 1. The metric library is accounting.indicator_kind, which the indicator tabs already read: each metric gains its
--    definition in both languages (with its sign convention), the direction that is good news, and how months add up
--    to a longer period. Custom metrics belong to one organization (organization_id); the standard ones to none.
-- 2. A request (kpi_request) lists its metrics (kpi_request_metric) and goes to companies: one response per company
--    (kpi_response) that holds the state, the answers (kpi_answer), attachments (kpi_response_file) and a history
--    (kpi_response_event). The people who answer for a company are its reporting contacts (company_contact).
-- 3. The database enforces what may happen to a response whoever asks (the investor through the engine, the
--    no-login respondent through its own role, the server's mailer): the state machine, required answers on
--    submission, answers in the metric's unit, and the indicators written on approval with where they came from.

-- 1. The metric library ----------------------------------------------------------------------------------------------

ALTER TABLE accounting.indicator_kind DROP CONSTRAINT indicator_kind_unit_check;
ALTER TABLE accounting.indicator_kind
  ALTER COLUMN value SET DEFAULT 'custom_' || replace(gen_random_uuid()::text, '-', ''),
  ADD COLUMN organization_id uuid,
  ADD COLUMN en_definition text DEFAULT '' NOT NULL,
  ADD COLUMN pt_br_definition text DEFAULT '' NOT NULL,
  ADD COLUMN favourable text DEFAULT 'up' NOT NULL,
  ADD COLUMN period_rule text DEFAULT 'last' NOT NULL,
  ADD COLUMN position integer DEFAULT 1000 NOT NULL,
  ADD COLUMN created_at timestamptz DEFAULT now() NOT NULL,
  ADD CONSTRAINT indicator_kind_unit_check CHECK (unit IN ('currency', 'percent', 'count', 'months', 'ratio', 'text')),
  ADD CONSTRAINT indicator_kind_favourable_check CHECK (favourable IN ('up', 'down', 'neutral')),
  ADD CONSTRAINT indicator_kind_period_rule_check CHECK (period_rule IN ('sum', 'last', 'average')),
  ADD CONSTRAINT indicator_kind_names_not_blank CHECK (btrim(en_name) <> '' AND btrim(pt_br_name) <> ''),
  ADD CONSTRAINT indicator_kind_text_is_last CHECK (unit <> 'text' OR period_rule = 'last'),
  ADD CONSTRAINT indicator_kind_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE;
CREATE INDEX indicator_kind_organization_id_idx ON accounting.indicator_kind (organization_id);
-- Two custom metrics of one organization may not share a name in either language (a request would list both).
CREATE UNIQUE INDEX indicator_kind_organization_en_name_key ON accounting.indicator_kind (organization_id, lower(en_name))
  WHERE organization_id IS NOT NULL;
CREATE UNIQUE INDEX indicator_kind_organization_pt_br_name_key ON accounting.indicator_kind (organization_id, lower(pt_br_name))
  WHERE organization_id IS NOT NULL;
COMMENT ON TABLE accounting.indicator_kind IS 'The metric library: the standard metrics (organization_id null) and each organization''s custom ones, with their names, definitions, unit and how they read.';
COMMENT ON COLUMN accounting.indicator_kind.organization_id IS 'The organization a custom metric belongs to; null for the standard metrics every organization shares.';
COMMENT ON COLUMN accounting.indicator_kind.en_definition IS 'What the metric measures and its sign convention, in English.';
COMMENT ON COLUMN accounting.indicator_kind.pt_br_definition IS 'What the metric measures and its sign convention, in Brazilian Portuguese.';
COMMENT ON COLUMN accounting.indicator_kind.favourable IS 'Which way is good news: up (revenue), down (burn) or neutral (headcount).';
COMMENT ON COLUMN accounting.indicator_kind.period_rule IS 'How the months of a longer period combine: sum (flows such as revenue), last (stocks such as cash) or average (rates such as churn).';
COMMENT ON COLUMN accounting.indicator_kind.unit IS 'currency, percent, count, months, ratio, or text for a qualitative field (highlights, challenges, asks) that is answered in words.';

-- The eight kinds that existed get their definitions; the rest of the standard library arrives.
INSERT INTO accounting.indicator_kind
  (value, en_name, pt_br_name, unit, favourable, period_rule, position, en_definition, pt_br_definition) VALUES
  ('revenue', 'Revenue', 'Receita', 'currency', 'up', 'sum', 10,
   'Gross revenue billed in the period, before deductions and taxes on sales. A positive amount.',
   'Receita bruta faturada no período, antes de deduções e impostos sobre vendas. Valor positivo.'),
  ('mrr', 'Monthly recurring revenue (MRR)', 'Receita recorrente mensal (MRR)', 'currency', 'up', 'last', 20,
   'Recurring revenue contracted for one month at the end of the period (subscriptions, retainers), excluding one-off fees. A positive amount.',
   'Receita recorrente contratada para um mês no fim do período (assinaturas, mensalidades), sem receitas avulsas. Valor positivo.'),
  ('gross_margin', 'Gross margin', 'Margem bruta', 'percent', 'up', 'average', 30,
   'Revenue minus cost of goods sold, as a percentage of revenue. Negative when costs exceed revenue.',
   'Receita menos o custo dos produtos vendidos, em percentual da receita. Negativa quando o custo supera a receita.'),
  ('cogs', 'Cost of goods sold', 'Custo dos produtos vendidos', 'currency', 'down', 'sum', 40,
   'Direct costs of what was sold in the period. Written as a positive amount.',
   'Custos diretos do que foi vendido no período. Informado como valor positivo.'),
  ('operating_expenses', 'Operating expenses', 'Despesas operacionais', 'currency', 'down', 'sum', 50,
   'Selling, general and administrative expenses of the period, excluding cost of goods sold. Written as a positive amount.',
   'Despesas comerciais, gerais e administrativas do período, sem o custo dos produtos vendidos. Informadas como valor positivo.'),
  ('ebitda', 'EBITDA', 'EBITDA', 'currency', 'up', 'sum', 60,
   'Earnings before interest, taxes, depreciation and amortisation. Negative for a loss.',
   'Lucro antes de juros, impostos, depreciação e amortização. Negativo quando há prejuízo.'),
  ('net_income', 'Net income', 'Lucro líquido', 'currency', 'up', 'sum', 70,
   'Result of the period after all costs, expenses and taxes. Negative for a loss.',
   'Resultado do período depois de todos os custos, despesas e impostos. Negativo quando há prejuízo.'),
  ('cash_balance', 'Cash balance', 'Saldo de caixa', 'currency', 'up', 'last', 80,
   'Cash and cash equivalents at the end of the period (bank accounts and immediately redeemable investments).',
   'Caixa e equivalentes de caixa no fim do período (contas bancárias e aplicações de resgate imediato).'),
  ('gross_burn', 'Gross burn', 'Queima bruta', 'currency', 'down', 'average', 90,
   'All cash paid out in a month. Written as a positive amount; a quarter reports the monthly average.',
   'Todo o caixa pago em um mês. Informada como valor positivo; um trimestre informa a média mensal.'),
  ('net_burn', 'Net burn', 'Queima líquida', 'currency', 'down', 'average', 100,
   'Cash paid out minus cash received in a month. Positive when the company consumes cash, negative when it generates cash; a quarter reports the monthly average.',
   'Caixa pago menos caixa recebido em um mês. Positiva quando a empresa consome caixa, negativa quando gera caixa; um trimestre informa a média mensal.'),
  ('runway', 'Runway', 'Runway', 'months', 'up', 'last', 110,
   'Months the cash balance lasts at the current net burn: cash balance divided by net burn, at the end of the period.',
   'Meses que o saldo de caixa dura na queima líquida atual: saldo de caixa dividido pela queima líquida, no fim do período.'),
  ('headcount', 'Headcount', 'Número de funcionários', 'count', 'neutral', 'last', 120,
   'People working for the company at the end of the period: employees and full-time contractors.',
   'Pessoas trabalhando na empresa no fim do período: funcionários e prestadores em tempo integral.'),
  ('customers', 'Customers', 'Clientes', 'count', 'up', 'last', 130,
   'Paying customers at the end of the period.',
   'Clientes pagantes no fim do período.'),
  ('churn_rate', 'Churn rate', 'Taxa de cancelamento', 'percent', 'down', 'average', 140,
   'Customers lost in a month as a percentage of the customers at its start; a quarter reports the monthly average.',
   'Clientes perdidos em um mês em percentual dos clientes no início dele; um trimestre informa a média mensal.'),
  ('accounts_receivable', 'Accounts receivable', 'Contas a receber', 'currency', 'neutral', 'last', 150,
   'Amounts customers owe the company at the end of the period. A positive amount.',
   'Valores que os clientes devem à empresa no fim do período. Valor positivo.'),
  ('accounts_payable', 'Accounts payable', 'Contas a pagar', 'currency', 'neutral', 'last', 160,
   'Amounts the company owes suppliers at the end of the period. Written as a positive amount.',
   'Valores que a empresa deve a fornecedores no fim do período. Informadas como valor positivo.'),
  ('debt', 'Debt', 'Endividamento', 'currency', 'down', 'last', 170,
   'Loans and financing outstanding at the end of the period, short and long term. Written as a positive amount.',
   'Empréstimos e financiamentos em aberto no fim do período, de curto e longo prazo. Informado como valor positivo.'),
  ('highlights', 'Highlights', 'Destaques', 'text', 'neutral', 'last', 900,
   'What went well in the period, in a few lines.',
   'O que foi bem no período, em poucas linhas.'),
  ('challenges', 'Challenges', 'Desafios', 'text', 'neutral', 'last', 910,
   'What went wrong or is at risk, in a few lines.',
   'O que deu errado ou está em risco, em poucas linhas.'),
  ('asks', 'Asks', 'Pedidos aos investidores', 'text', 'neutral', 'last', 920,
   'How the investors can help: introductions, hires, advice.',
   'Como os investidores podem ajudar: apresentações, contratações, conselhos.')
ON CONFLICT (value) DO UPDATE SET
  en_name = EXCLUDED.en_name, pt_br_name = EXCLUDED.pt_br_name, unit = EXCLUDED.unit, favourable = EXCLUDED.favourable,
  period_rule = EXCLUDED.period_rule, position = EXCLUDED.position, en_definition = EXCLUDED.en_definition,
  pt_br_definition = EXCLUDED.pt_br_definition;
-- The standard library came with this migration, not from anyone: one fixed time, the same in every database.
UPDATE accounting.indicator_kind SET created_at = timestamptz '2026-11-28 00:00:00+00' WHERE organization_id IS NULL;

-- An indicator may now cover more than one month (a quarter's answer) and says where it came from.
ALTER TABLE accounting.indicator
  ADD COLUMN months smallint DEFAULT 1 NOT NULL,
  ADD COLUMN source text DEFAULT 'reported' NOT NULL,
  ADD COLUMN kpi_response_id uuid,
  ADD COLUMN approved_by uuid,
  ADD COLUMN approved_at timestamptz,
  ADD CONSTRAINT indicator_months_check CHECK (months BETWEEN 1 AND 12),
  ADD CONSTRAINT indicator_source_check CHECK (source IN ('reported', 'kpi_request')),
  ADD CONSTRAINT indicator_request_provenance CHECK ((source = 'kpi_request') = (kpi_response_id IS NOT NULL)),
  ADD CONSTRAINT indicator_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL;
COMMENT ON COLUMN accounting.indicator.period IS 'The first day of the last month the value covers.';
COMMENT ON COLUMN accounting.indicator.months IS 'How many months the value covers, ending with period (1 for a month, 3 for a quarter).';
COMMENT ON COLUMN accounting.indicator.source IS 'reported (entered or imported as is) or kpi_request (an approved answer to a request: kpi_response_id says which).';

-- 2. Who answers for a company ---------------------------------------------------------------------------------------

CREATE TABLE portfolio.company_contact (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  name text NOT NULL,
  email auth.email NOT NULL,
  locale text DEFAULT 'pt' NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT company_contact_pkey PRIMARY KEY (id),
  CONSTRAINT company_contact_company_id_email_key UNIQUE (company_id, email),
  CONSTRAINT company_contact_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT company_contact_locale_check CHECK (locale IN ('pt', 'en')),
  CONSTRAINT company_contact_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.company_contact IS 'A person at a company who answers its KPI requests (the controller, the CFO); they need no account.';
COMMENT ON COLUMN portfolio.company_contact.locale IS 'The language of the e-mails and the answer form: pt or en, as auth.users.locale.';

-- 3. Requests --------------------------------------------------------------------------------------------------------

-- Reminder offsets are days from the due date (-7 is a week before, 1 the day after): at most 8, within 60 days.
CREATE FUNCTION portfolio.valid_reminder_days(days jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_typeof(days) = 'array' AND jsonb_array_length(days) <= 8
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(days) AS d(day)
        WHERE jsonb_typeof(d.day) <> 'number' OR (d.day)::numeric <> trunc((d.day)::numeric)
          OR (d.day)::numeric NOT BETWEEN -60 AND 60)
  $$;

CREATE TABLE portfolio.kpi_request (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  organization_id uuid NOT NULL,
  title text NOT NULL,
  message text DEFAULT '' NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  send_on date DEFAULT current_date NOT NULL,
  due_date date NOT NULL,
  recurrence text DEFAULT 'none' NOT NULL,
  reminder_days jsonb DEFAULT '[-7, -1, 1, 7]' NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  cancelled_at timestamptz,
  repeats_request_id uuid,
  CONSTRAINT kpi_request_pkey PRIMARY KEY (id),
  CONSTRAINT kpi_request_id_organization_id_key UNIQUE (id, organization_id),
  CONSTRAINT kpi_request_title_not_blank CHECK (btrim(title) <> '' AND length(title) <= 200),
  CONSTRAINT kpi_request_message_length CHECK (length(message) <= 4000),
  CONSTRAINT kpi_request_period_months CHECK (extract(day FROM period_start) = 1 AND extract(day FROM period_end) = 1),
  CONSTRAINT kpi_request_period_order CHECK (period_end >= period_start AND period_end < period_start + interval '12 months'),
  CONSTRAINT kpi_request_due_after_send CHECK (due_date >= send_on),
  CONSTRAINT kpi_request_recurrence_check CHECK (recurrence IN ('none', 'monthly', 'quarterly')),
  CONSTRAINT kpi_request_reminder_days_check CHECK (portfolio.valid_reminder_days(reminder_days)),
  CONSTRAINT kpi_request_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_request_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT kpi_request_repeats_request_id_fkey FOREIGN KEY (repeats_request_id) REFERENCES portfolio.kpi_request (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.kpi_request IS 'A request for numbers sent to some of an organization''s companies: the metrics, the period they cover, when it is sent and due, its recurrence and reminders.';
COMMENT ON COLUMN portfolio.kpi_request.period_start IS 'The first month the answers cover (its first day).';
COMMENT ON COLUMN portfolio.kpi_request.period_end IS 'The last month the answers cover (its first day); approved values are indicators of this month.';
COMMENT ON COLUMN portfolio.kpi_request.send_on IS 'The day the e-mails go out; a later day schedules the request.';
COMMENT ON COLUMN portfolio.kpi_request.reminder_days IS 'When reminders go out, in days from the due date (negative before it): a JSON array of at most 8 whole numbers within 60 days.';
COMMENT ON COLUMN portfolio.kpi_request.recurrence IS 'none, monthly or quarterly: a recurring request makes its next occurrence, one period later, when this one is sent.';
COMMENT ON COLUMN portfolio.kpi_request.cancelled_at IS 'When the request was cancelled; its links stop working at once.';
COMMENT ON COLUMN portfolio.kpi_request.repeats_request_id IS 'The occurrence of a recurring request this one follows.';
CREATE INDEX kpi_request_organization_id_due_date_idx ON portfolio.kpi_request (organization_id, due_date DESC);
CREATE INDEX kpi_request_created_by_idx ON portfolio.kpi_request (created_by);
CREATE UNIQUE INDEX kpi_request_repeats_request_id_key ON portfolio.kpi_request (repeats_request_id);

CREATE TABLE portfolio.kpi_request_metric (
  request_id uuid NOT NULL,
  kind text NOT NULL,
  position integer DEFAULT 0 NOT NULL,
  required boolean DEFAULT true NOT NULL,
  CONSTRAINT kpi_request_metric_pkey PRIMARY KEY (request_id, kind),
  CONSTRAINT kpi_request_metric_request_id_fkey FOREIGN KEY (request_id) REFERENCES portfolio.kpi_request (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_request_metric_kind_fkey FOREIGN KEY (kind) REFERENCES accounting.indicator_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE portfolio.kpi_request_metric IS 'A metric a request asks for, in the order the form shows it.';
CREATE INDEX kpi_request_metric_kind_idx ON portfolio.kpi_request_metric (kind);

-- A request may ask only for standard metrics and its own organization's custom ones.
CREATE FUNCTION portfolio.kpi_request_metric_in_organization() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM accounting.indicator_kind k, portfolio.kpi_request r
    WHERE k.value = NEW.kind AND r.id = NEW.request_id
      AND k.organization_id IS NOT NULL AND k.organization_id <> r.organization_id) THEN
    RAISE EXCEPTION 'metric % belongs to another organization', NEW.kind USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER kpi_request_metric_in_organization BEFORE INSERT OR UPDATE ON portfolio.kpi_request_metric
  FOR EACH ROW EXECUTE FUNCTION portfolio.kpi_request_metric_in_organization();

-- 4. Responses: one per company and request ----------------------------------------------------------------------------

CREATE TABLE portfolio.kpi_response (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  request_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  company_id uuid NOT NULL,
  status text DEFAULT 'scheduled' NOT NULL,
  token_version integer DEFAULT 1 NOT NULL,
  mailed_at timestamptz,
  opened_at timestamptz,
  draft_saved_at timestamptz,
  submitted_at timestamptz,
  approved_at timestamptz,
  approved_by uuid,
  returned_at timestamptz,
  returned_by uuid,
  return_comment text DEFAULT '' NOT NULL,
  reminders_sent integer DEFAULT 0 NOT NULL,
  last_reminder_at timestamptz,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT kpi_response_pkey PRIMARY KEY (id),
  CONSTRAINT kpi_response_request_id_company_id_key UNIQUE (request_id, company_id),
  CONSTRAINT kpi_response_id_request_id_key UNIQUE (id, request_id),
  CONSTRAINT kpi_response_status_check CHECK (status IN ('scheduled', 'sent', 'opened', 'draft', 'submitted', 'approved', 'returned')),
  CONSTRAINT kpi_response_return_comment_length CHECK (length(return_comment) <= 4000),
  CONSTRAINT kpi_response_returned_with_comment CHECK (status <> 'returned' OR btrim(return_comment) <> ''),
  -- The single-column keys are the relationships; the two-column ones keep the request and the company in the same
  -- organization.
  CONSTRAINT kpi_response_request_id_fkey FOREIGN KEY (request_id) REFERENCES portfolio.kpi_request (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_request_in_organization_fkey FOREIGN KEY (request_id, organization_id)
    REFERENCES portfolio.kpi_request (id, organization_id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_company_in_organization_fkey FOREIGN KEY (company_id, organization_id)
    REFERENCES portfolio.company (id, organization_id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT kpi_response_returned_by_fkey FOREIGN KEY (returned_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.kpi_response IS 'One company''s answer to a request: its state, when it moved, and the no-login link''s version (a new version revokes the links sent before).';
COMMENT ON COLUMN portfolio.kpi_response.status IS 'scheduled (not yet sent), sent, opened (the link was followed), draft, submitted, approved or returned (with return_comment). Overdue is not a state: it is a due date passed before submission.';
COMMENT ON COLUMN portfolio.kpi_response.token_version IS 'The version the no-login links carry; raising it revokes every link sent before.';
CREATE INDEX kpi_response_company_id_organization_id_idx ON portfolio.kpi_response (company_id, organization_id);
CREATE INDEX kpi_response_request_id_organization_id_idx ON portfolio.kpi_response (request_id, organization_id);
CREATE INDEX kpi_response_approved_by_idx ON portfolio.kpi_response (approved_by);
CREATE INDEX kpi_response_returned_by_idx ON portfolio.kpi_response (returned_by);
CREATE INDEX kpi_response_organization_id_status_idx ON portfolio.kpi_response (organization_id, status);

ALTER TABLE accounting.indicator
  ADD CONSTRAINT indicator_kpi_response_id_fkey FOREIGN KEY (kpi_response_id) REFERENCES portfolio.kpi_response (id)
    ON UPDATE CASCADE ON DELETE SET NULL;
CREATE INDEX indicator_kpi_response_id_idx ON accounting.indicator (kpi_response_id);
CREATE INDEX indicator_approved_by_idx ON accounting.indicator (approved_by);
-- A deleted response leaves its indicators as reported values rather than breaking the provenance check.
ALTER TABLE accounting.indicator DROP CONSTRAINT indicator_request_provenance,
  ADD CONSTRAINT indicator_request_provenance CHECK (source = 'kpi_request' OR kpi_response_id IS NULL);

CREATE TABLE portfolio.kpi_answer (
  response_id uuid NOT NULL,
  request_id uuid NOT NULL,
  kind text NOT NULL,
  value numeric(20, 4),
  text_value text,
  note text DEFAULT '' NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT kpi_answer_pkey PRIMARY KEY (response_id, kind),
  CONSTRAINT kpi_answer_one_value CHECK (value IS NULL OR text_value IS NULL),
  CONSTRAINT kpi_answer_text_length CHECK (length(text_value) <= 4000 AND length(note) <= 1000),
  CONSTRAINT kpi_answer_response_id_fkey FOREIGN KEY (response_id) REFERENCES portfolio.kpi_response (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_answer_kind_fkey FOREIGN KEY (kind) REFERENCES accounting.indicator_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT kpi_answer_response_request_fkey FOREIGN KEY (response_id, request_id)
    REFERENCES portfolio.kpi_response (id, request_id) ON UPDATE CASCADE ON DELETE CASCADE,
  -- Only a metric the request asks for can be answered.
  CONSTRAINT kpi_answer_metric_fkey FOREIGN KEY (request_id, kind)
    REFERENCES portfolio.kpi_request_metric (request_id, kind) ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.kpi_answer IS 'A company''s answer to one metric of a request: a number in the metric''s unit, or words for a qualitative field, with an optional note.';
COMMENT ON COLUMN portfolio.kpi_answer.value IS 'The number, in the metric''s unit: an amount in the company''s currency, a percentage as 12.5 for 12,5 %, a whole count, months.';
CREATE INDEX kpi_answer_request_id_kind_idx ON portfolio.kpi_answer (request_id, kind);
CREATE INDEX kpi_answer_response_id_request_id_idx ON portfolio.kpi_answer (response_id, request_id);
CREATE INDEX kpi_answer_kind_idx ON portfolio.kpi_answer (kind);

CREATE TABLE portfolio.kpi_response_file (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  response_id uuid NOT NULL,
  file_id uuid NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT kpi_response_file_pkey PRIMARY KEY (id),
  CONSTRAINT kpi_response_file_file_id_key UNIQUE (file_id),
  CONSTRAINT kpi_response_file_response_id_fkey FOREIGN KEY (response_id) REFERENCES portfolio.kpi_response (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_file_file_id_fkey FOREIGN KEY (file_id) REFERENCES storage.files (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.kpi_response_file IS 'A file a company attached to its answer (kept in the kpi-attachments bucket).';
CREATE INDEX kpi_response_file_response_id_idx ON portfolio.kpi_response_file (response_id);

INSERT INTO storage.buckets (id, max_upload_file_size, download_expiration, cache_control, presigned_urls_enabled)
VALUES ('kpi-attachments', 20000000, 60, 'private, no-store', true);

CREATE TABLE portfolio.kpi_response_event (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  response_id uuid NOT NULL,
  kind text NOT NULL,
  comment text DEFAULT '' NOT NULL,
  actor_user_id uuid,
  created_at timestamptz DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT kpi_response_event_pkey PRIMARY KEY (id),
  CONSTRAINT kpi_response_event_kind_check CHECK (kind IN ('sent', 'opened', 'draft', 'submitted', 'approved', 'returned', 'reminded')),
  CONSTRAINT kpi_response_event_response_id_fkey FOREIGN KEY (response_id) REFERENCES portfolio.kpi_response (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT kpi_response_event_actor_user_id_fkey FOREIGN KEY (actor_user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.kpi_response_event IS 'What happened to a response and who did it (null: the company through its link, or the server), oldest first.';
CREATE INDEX kpi_response_event_response_id_created_at_idx ON portfolio.kpi_response_event (response_id, created_at);
CREATE INDEX kpi_response_event_actor_user_id_idx ON portfolio.kpi_response_event (actor_user_id);

-- 5. What the database enforces --------------------------------------------------------------------------------------

-- The user the engine runs a request for (Hasura's hasura.user setting); null for the server's own work.
CREATE FUNCTION portfolio.session_user_id() RETURNS uuid
  LANGUAGE sql STABLE AS $$
    SELECT (nullif(current_setting('hasura.user', true), '')::jsonb ->> 'x-hasura-user-id')::uuid
  $$;

-- A response's organization is its request's, so an insert names only the request and the company.
CREATE FUNCTION portfolio.kpi_response_fill_organization() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT organization_id INTO NEW.organization_id FROM portfolio.kpi_request WHERE id = NEW.request_id;
  RETURN NEW;
END $$;
CREATE TRIGGER kpi_response_fill_organization BEFORE INSERT ON portfolio.kpi_response
  FOR EACH ROW EXECUTE FUNCTION portfolio.kpi_response_fill_organization();

-- Note [KPI response states]
-- scheduled -> sent (the mailer) -> opened (the link) -> draft (saved) -> submitted -> approved | returned;
-- returned -> draft | submitted again. A company may submit straight from sent or opened. Nothing leaves approved;
-- a submitted answer is read-only to the company until it is returned. Each move stamps its time and is written to
-- kpi_response_event with the engine's user (null for the company's link and the server).
CREATE FUNCTION portfolio.kpi_response_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := portfolio.session_user_id();
  missing text;
BEGIN
  -- A write that sets updated_at itself (the demo seed dating its rows) keeps it.
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  IF NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  IF NOT (
    (OLD.status = 'scheduled' AND NEW.status = 'sent')
    OR (OLD.status = 'sent' AND NEW.status IN ('opened', 'draft', 'submitted'))
    OR (OLD.status = 'opened' AND NEW.status IN ('draft', 'submitted'))
    OR (OLD.status = 'draft' AND NEW.status = 'submitted')
    OR (OLD.status = 'submitted' AND NEW.status IN ('approved', 'returned'))
    OR (OLD.status = 'returned' AND NEW.status IN ('draft', 'submitted'))) THEN
    RAISE EXCEPTION 'a response cannot go from % to %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'submitted' THEN
    SELECT string_agg(m.kind, ', ' ORDER BY m.position) INTO missing
    FROM portfolio.kpi_request_metric m
    WHERE m.request_id = NEW.request_id AND m.required
      AND NOT EXISTS (
        SELECT 1 FROM portfolio.kpi_answer a
        WHERE a.response_id = NEW.id AND a.kind = m.kind
          AND (a.value IS NOT NULL OR btrim(coalesce(a.text_value, '')) <> ''));
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION 'required metrics are not answered: %', missing USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  CASE NEW.status
    WHEN 'sent' THEN NEW.mailed_at := coalesce(NEW.mailed_at, now());
    WHEN 'opened' THEN NEW.opened_at := coalesce(NEW.opened_at, now());
    WHEN 'draft' THEN NEW.draft_saved_at := now();
    WHEN 'submitted' THEN NEW.submitted_at := now();
    WHEN 'approved' THEN NEW.approved_at := now(); NEW.approved_by := actor;
    WHEN 'returned' THEN NEW.returned_at := now(); NEW.returned_by := actor;
    ELSE NULL;
  END CASE;
  IF NEW.status <> 'returned' AND OLD.status <> 'returned' THEN
    NEW.return_comment := '';
  END IF;
  INSERT INTO portfolio.kpi_response_event (response_id, kind, comment, actor_user_id)
  VALUES (NEW.id, NEW.status, CASE WHEN NEW.status = 'returned' THEN NEW.return_comment ELSE '' END, actor);
  RETURN NEW;
END $$;
CREATE TRIGGER kpi_response_move BEFORE UPDATE ON portfolio.kpi_response
  FOR EACH ROW EXECUTE FUNCTION portfolio.kpi_response_move();

-- An answer is in its metric's unit: words for a qualitative field, a whole non-negative count, a percentage within
-- ±1000 %, non-negative months. Answers change only while the company may still edit (not submitted or approved).
CREATE FUNCTION portfolio.kpi_answer_check() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  metric_unit text;
  response_status text;
BEGIN
  SELECT r.status INTO response_status FROM portfolio.kpi_response r
  WHERE r.id = coalesce(NEW.response_id, OLD.response_id);
  IF response_status IN ('scheduled', 'submitted', 'approved') THEN
    RAISE EXCEPTION 'answers cannot change while the response is %', response_status USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT r.request_id INTO NEW.request_id FROM portfolio.kpi_response r WHERE r.id = NEW.response_id;
  SELECT unit INTO metric_unit FROM accounting.indicator_kind WHERE value = NEW.kind;
  IF metric_unit = 'text' AND NEW.value IS NOT NULL THEN
    RAISE EXCEPTION '% is answered in words, not a number', NEW.kind USING ERRCODE = 'check_violation';
  ELSIF metric_unit <> 'text' AND NEW.text_value IS NOT NULL THEN
    RAISE EXCEPTION '% is answered with a number', NEW.kind USING ERRCODE = 'check_violation';
  ELSIF metric_unit = 'count' AND NEW.value IS NOT NULL AND (NEW.value < 0 OR NEW.value <> trunc(NEW.value)) THEN
    RAISE EXCEPTION '% is a whole number of zero or more', NEW.kind USING ERRCODE = 'check_violation';
  ELSIF metric_unit = 'percent' AND NEW.value IS NOT NULL AND abs(NEW.value) > 1000 THEN
    RAISE EXCEPTION '% is a percentage within ±1000', NEW.kind USING ERRCODE = 'check_violation';
  ELSIF metric_unit = 'months' AND NEW.value IS NOT NULL AND NEW.value < 0 THEN
    RAISE EXCEPTION '% is zero or more months', NEW.kind USING ERRCODE = 'check_violation';
  END IF;
  -- An insert keeps its updated_at (now() unless given: the demo seed dates its rows); an update stamps it.
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER kpi_answer_check BEFORE INSERT OR UPDATE OR DELETE ON portfolio.kpi_answer
  FOR EACH ROW EXECUTE FUNCTION portfolio.kpi_answer_check();

-- Approval writes each numeric answer as the company's indicator for the request's last month, covering the
-- request's months, with where it came from; an approved answer replaces a value reported before for that month.
CREATE FUNCTION portfolio.kpi_response_approved() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO accounting.indicator (company_id, kind, period, value, months, source, kpi_response_id, approved_by, approved_at)
  SELECT NEW.company_id, a.kind, r.period_end, a.value,
    (extract(year FROM age(r.period_end, r.period_start)) * 12 + extract(month FROM age(r.period_end, r.period_start)) + 1)::smallint,
    'kpi_request', NEW.id, NEW.approved_by, NEW.approved_at
  FROM portfolio.kpi_answer a
  JOIN portfolio.kpi_request r ON r.id = a.request_id
  WHERE a.response_id = NEW.id AND a.value IS NOT NULL
  ON CONFLICT (company_id, kind, period) DO UPDATE SET
    value = EXCLUDED.value, months = EXCLUDED.months, source = EXCLUDED.source,
    kpi_response_id = EXCLUDED.kpi_response_id, approved_by = EXCLUDED.approved_by, approved_at = EXCLUDED.approved_at;
  RETURN NULL;
END $$;
CREATE TRIGGER kpi_response_approved AFTER UPDATE OF status ON portfolio.kpi_response
  FOR EACH ROW WHEN (NEW.status = 'approved' AND OLD.status <> 'approved')
  EXECUTE FUNCTION portfolio.kpi_response_approved();

-- An attachment is a file of the kpi-attachments bucket: a link must not reach a dataroom or books file by its id.
CREATE FUNCTION portfolio.kpi_response_file_in_bucket() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM storage.files WHERE id = NEW.file_id AND bucket_id = 'kpi-attachments') THEN
    RAISE EXCEPTION 'an attachment must be a file of the kpi-attachments bucket' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER kpi_response_file_in_bucket BEFORE INSERT OR UPDATE OF file_id ON portfolio.kpi_response_file
  FOR EACH ROW EXECUTE FUNCTION portfolio.kpi_response_file_in_bucket();

-- 6. Recurrence and the mail worker's bookkeeping --------------------------------------------------------------------

-- Note [The next occurrence]
-- When a response of a recurring request is sent (the mailer moves it from scheduled), the request's next occurrence
-- is created: its period, send day and due date one period later, the same metrics and companies, responses
-- scheduled. repeats_request_id is unique and the insert does nothing on a conflict, so the many responses of one
-- request (and two mailers) make it once. The next occurrence is sent on its own send day, which makes the one after.
CREATE FUNCTION portfolio.kpi_request_repeat() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  current portfolio.kpi_request;
  step interval;
  next_id uuid;
BEGIN
  SELECT * INTO current FROM portfolio.kpi_request WHERE id = NEW.request_id;
  IF current.recurrence = 'none' OR current.cancelled_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  step := CASE current.recurrence WHEN 'monthly' THEN interval '1 month' ELSE interval '3 months' END;
  INSERT INTO portfolio.kpi_request
    (organization_id, title, message, period_start, period_end, send_on, due_date, recurrence, reminder_days, created_by, repeats_request_id)
  VALUES (current.organization_id, current.title, current.message, (current.period_start + step)::date, (current.period_end + step)::date,
    (current.send_on + step)::date, (current.due_date + step)::date, current.recurrence, current.reminder_days, current.created_by, current.id)
  ON CONFLICT (repeats_request_id) DO NOTHING
  RETURNING id INTO next_id;
  IF next_id IS NOT NULL THEN
    INSERT INTO portfolio.kpi_request_metric (request_id, kind, position, required)
    SELECT next_id, kind, position, required FROM portfolio.kpi_request_metric WHERE request_id = current.id;
    INSERT INTO portfolio.kpi_response (request_id, company_id)
    SELECT next_id, company_id FROM portfolio.kpi_response WHERE request_id = current.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER kpi_response_sent_repeats AFTER UPDATE OF status ON portfolio.kpi_response
  FOR EACH ROW WHEN (OLD.status = 'scheduled' AND NEW.status = 'sent')
  EXECUTE FUNCTION portfolio.kpi_request_repeat();

-- The e-mails about a submission (to the request's creator) and a return (to the company's contacts) hang on the
-- event that records it: mailed_at is stamped when the mailer claims it, so each goes out once.
ALTER TABLE portfolio.kpi_response_event ADD COLUMN mailed_at timestamptz;
COMMENT ON COLUMN portfolio.kpi_response_event.mailed_at IS 'For a submitted or returned event: when its e-mail was claimed by the mailer; null while it is due.';
CREATE INDEX kpi_response_event_mail_due_idx ON portfolio.kpi_response_event (created_at)
  WHERE mailed_at IS NULL AND kind IN ('submitted', 'returned');

-- Which of a request's reminder offsets a response was reminded at: the key makes each offset go out at most once.
CREATE TABLE portfolio.kpi_reminder (
  response_id uuid NOT NULL,
  offset_days integer NOT NULL,
  sent_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT kpi_reminder_pkey PRIMARY KEY (response_id, offset_days),
  CONSTRAINT kpi_reminder_response_id_fkey FOREIGN KEY (response_id) REFERENCES portfolio.kpi_response (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.kpi_reminder IS 'The reminder offsets (days from the due date) a response was reminded at, each once; written by the mailer.';

CREATE INDEX kpi_response_mail_due_idx ON portfolio.kpi_response (request_id) WHERE status IN ('scheduled', 'sent', 'opened', 'draft', 'returned');

-- A change the mailer acts on wakes it at commit (server/kpi/kpiMailer.ts); its sweep catches what a lost
-- notification leaves.
CREATE FUNCTION portfolio.kpi_mail_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portfolio_kpi_mail', '');
  RETURN NULL;
END $$;
CREATE TRIGGER kpi_response_mail_notify AFTER INSERT OR UPDATE OF status ON portfolio.kpi_response
  FOR EACH STATEMENT EXECUTE FUNCTION portfolio.kpi_mail_notify();
CREATE TRIGGER kpi_request_mail_notify AFTER UPDATE OF send_on, due_date, reminder_days ON portfolio.kpi_request
  FOR EACH STATEMENT EXECUTE FUNCTION portfolio.kpi_mail_notify();
