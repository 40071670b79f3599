-- Alerts from rules (issue 21, item 3; research: management.md §5). Each organization has rules with thresholds,
-- made from defaults when the organization is created; the server evaluates them whenever the data they read changes
-- and once a day (server/alerts/alertEvaluator.ts), with one set-based statement over every company in scope
-- (portfolio.evaluate_alert_rules). An alert made by a rule stores its kind and the figures that raised it, never a
-- text: the portal and the e-mails write it in the reader's language from a template. Alerts written by a person keep
-- their titles in both languages (en_title, pt_br_title …), as before.
--
-- An alert is about a company of an organization, so it belongs to the organization and shows on every wallet that
-- holds the company (portfolio.wallet_alert); the wallet an alert was written for, if any, stays as it was.

-- The kinds of rule, and the one threshold each reads from its thresholds object.
CREATE TABLE portfolio.alert_rule_kind (
  value text NOT NULL,
  comment text NOT NULL,
  threshold_key text NOT NULL,
  CONSTRAINT alert_rule_kind_pkey PRIMARY KEY (value),
  CONSTRAINT alert_rule_kind_threshold_key_check CHECK (threshold_key IN ('months', 'percent', 'days', 'value'))
);
COMMENT ON TABLE portfolio.alert_rule_kind IS 'What an alert rule watches, and the name of its threshold in the rule''s thresholds.';
INSERT INTO portfolio.alert_rule_kind (value, comment, threshold_key) VALUES
  ('runway_below', 'Runway on the actual net burn below a number of months', 'months'),
  ('net_burn_growth', 'Net burn (3-month average) up by a percentage over three months', 'percent'),
  ('budget_deviation', 'A budget line off its budget, unfavourably, by more than a percentage year to date', 'percent'),
  ('valuation_overdue', 'No valuation report for the last quarter a number of days after it ended', 'days'),
  ('kpi_request_overdue', 'A KPI request unanswered a number of days past its due date', 'days'),
  ('metric_floor', 'A reported indicator below a floor', 'value'),
  ('metric_ceiling', 'A reported indicator above a ceiling', 'value'),
  ('data_stale', 'No data imported for a number of days', 'days');

CREATE TABLE portfolio.alert_rule (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  organization_id uuid NOT NULL,
  kind text NOT NULL,
  severity text DEFAULT 'warning' NOT NULL,
  thresholds jsonb DEFAULT '{}' NOT NULL,
  metric_kind text,
  enabled boolean DEFAULT true NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT alert_rule_pkey PRIMARY KEY (id),
  CONSTRAINT alert_rule_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT alert_rule_kind_fkey FOREIGN KEY (kind) REFERENCES portfolio.alert_rule_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT alert_rule_severity_fkey FOREIGN KEY (severity) REFERENCES portfolio.alert_severity (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT alert_rule_metric_kind_fkey FOREIGN KEY (metric_kind) REFERENCES accounting.indicator_kind (value)
    ON UPDATE CASCADE ON DELETE CASCADE,
  -- A metric rule names its indicator; no other rule does.
  CONSTRAINT alert_rule_metric_kind_check CHECK ((kind IN ('metric_floor', 'metric_ceiling')) = (metric_kind IS NOT NULL)),
  CONSTRAINT alert_rule_thresholds_is_object CHECK (jsonb_typeof(thresholds) = 'object')
);
COMMENT ON TABLE portfolio.alert_rule IS 'A rule an organization''s companies are watched by: its kind, the severity of what it raises, its threshold (thresholds.months, .percent, .days or .value by kind) and, for a metric, which indicator.';
CREATE INDEX alert_rule_organization_id_idx ON portfolio.alert_rule (organization_id);
CREATE TRIGGER set_portfolio_alert_rule_updated_at BEFORE UPDATE ON portfolio.alert_rule
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

-- The threshold a rule's kind reads must be a number, not negative: a rule that cannot be evaluated is refused when it
-- is written, not skipped in silence at every evaluation.
CREATE FUNCTION portfolio.alert_rule_check_threshold() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  key text := (SELECT threshold_key FROM portfolio.alert_rule_kind WHERE value = NEW.kind);
BEGIN
  IF jsonb_typeof(NEW.thresholds -> key) IS DISTINCT FROM 'number'
     OR (key <> 'value' AND (NEW.thresholds ->> key)::numeric < 0) THEN
    RAISE EXCEPTION 'an alert rule of kind % needs thresholds.% as a number of at least 0', NEW.kind, key
      USING ERRCODE = 'check_violation', CONSTRAINT = 'alert_rule_threshold';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER alert_rule_check_threshold BEFORE INSERT OR UPDATE ON portfolio.alert_rule
  FOR EACH ROW EXECUTE FUNCTION portfolio.alert_rule_check_threshold();

-- The default rules (management.md §5): runway critical below 3 months and a warning below 6, net burn up 20 % over
-- three months, a budget line 20 % off, a valuation report 45 days after its quarter, a KPI request past its due date,
-- a churn rate above 5 %, and no data imported for 45 days.
CREATE FUNCTION portfolio.add_default_alert_rules(organizations uuid[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO portfolio.alert_rule (organization_id, kind, severity, thresholds, metric_kind)
  SELECT o.id, d.kind, d.severity, d.thresholds, d.metric_kind
  FROM unnest(organizations) AS o(id)
  CROSS JOIN (VALUES
    ('runway_below', 'critical', '{"months": 3}'::jsonb, NULL::text),
    ('runway_below', 'warning', '{"months": 6}', NULL),
    ('net_burn_growth', 'warning', '{"percent": 20}', NULL),
    ('budget_deviation', 'warning', '{"percent": 20}', NULL),
    ('valuation_overdue', 'warning', '{"days": 45}', NULL),
    ('kpi_request_overdue', 'warning', '{"days": 0}', NULL),
    ('metric_ceiling', 'warning', '{"value": 5}', 'churn_rate'),
    ('data_stale', 'info', '{"days": 45}', NULL)
  ) AS d(kind, severity, thresholds, metric_kind);
$$;
COMMENT ON FUNCTION portfolio.add_default_alert_rules(uuid[]) IS 'Writes the default alert rules of these organizations.';

CREATE FUNCTION portfolio.organization_add_default_alert_rules() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.add_default_alert_rules((SELECT array_agg(id) FROM added));
  RETURN NULL;
END;
$$;
CREATE TRIGGER organization_add_default_alert_rules AFTER INSERT ON portfolio.organization
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION portfolio.organization_add_default_alert_rules();
SELECT portfolio.add_default_alert_rules(array_agg(id)) FROM portfolio.organization;

-- The alert: an organization's, about a company (or a wallet), from a rule or written by a person.
ALTER TABLE portfolio.alert
  ADD COLUMN organization_id uuid,
  ADD COLUMN rule_id uuid,
  ADD COLUMN kind text,
  ADD COLUMN figures jsonb DEFAULT '{}' NOT NULL,
  ADD COLUMN period date,
  ADD COLUMN updated_at timestamptz DEFAULT now() NOT NULL,
  ADD COLUMN acknowledged_at timestamptz,
  ADD COLUMN acknowledged_by uuid,
  ADD COLUMN resolved_by uuid,
  ADD COLUMN resolved_by_rule boolean DEFAULT false NOT NULL,
  ADD CONSTRAINT alert_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  ADD CONSTRAINT alert_rule_id_fkey FOREIGN KEY (rule_id) REFERENCES portfolio.alert_rule (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  ADD CONSTRAINT alert_kind_fkey FOREIGN KEY (kind) REFERENCES portfolio.alert_rule_kind (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  ADD CONSTRAINT alert_acknowledged_by_fkey FOREIGN KEY (acknowledged_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  ADD CONSTRAINT alert_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL;
UPDATE portfolio.alert a SET organization_id = w.organization_id FROM portfolio.wallet w WHERE w.id = a.wallet_id;
ALTER TABLE portfolio.alert
  ALTER COLUMN organization_id SET NOT NULL,
  ALTER COLUMN wallet_id DROP NOT NULL,
  ALTER COLUMN en_title DROP NOT NULL,
  ALTER COLUMN pt_br_title DROP NOT NULL,
  DROP CONSTRAINT alert_titles_not_blank,
  -- A person's alert says itself in both languages; a rule's has a kind, a company and a period, and its figures.
  ADD CONSTRAINT alert_written_or_ruled CHECK (
    CASE WHEN rule_id IS NULL
      THEN kind IS NULL AND btrim(coalesce(en_title, '')) <> '' AND btrim(coalesce(pt_br_title, '')) <> ''
      ELSE kind IS NOT NULL AND company_id IS NOT NULL AND period IS NOT NULL END),
  ADD CONSTRAINT alert_about_something CHECK (wallet_id IS NOT NULL OR company_id IS NOT NULL),
  ADD CONSTRAINT alert_figures_is_object CHECK (jsonb_typeof(figures) = 'object'),
  ADD COLUMN status text GENERATED ALWAYS AS (
    CASE WHEN resolved_at IS NOT NULL THEN 'resolved' WHEN acknowledged_at IS NOT NULL THEN 'acknowledged' ELSE 'open' END) STORED;
COMMENT ON TABLE portfolio.alert IS 'Something about a company (or a wallet) of an organization an investor should look at: raised by a rule (kind, figures, period) or written by a person (titles in both languages). Shows on every wallet holding the company.';
COMMENT ON COLUMN portfolio.alert.organization_id IS 'The organization the alert belongs to: its company''s (or its wallet''s).';
COMMENT ON COLUMN portfolio.alert.rule_id IS 'The rule that raised the alert; null for an alert a person wrote.';
COMMENT ON COLUMN portfolio.alert.kind IS 'The rule''s kind when the alert was raised: which template the portal and the e-mails write it with.';
COMMENT ON COLUMN portfolio.alert.figures IS 'The figures that raised the alert and the threshold they crossed, as the template reads them (amounts as strings).';
COMMENT ON COLUMN portfolio.alert.period IS 'The period the figures are of (a month''s first day, a quarter''s last day, a due date); one alert per rule, company and period.';
COMMENT ON COLUMN portfolio.alert.status IS 'open, acknowledged or resolved.';
COMMENT ON COLUMN portfolio.alert.resolved_by_rule IS 'Resolved because its rule no longer holds (resolved_by is then null), rather than by a person.';
CREATE UNIQUE INDEX alert_rule_company_period_key ON portfolio.alert (rule_id, company_id, period) WHERE rule_id IS NOT NULL;
CREATE INDEX alert_organization_id_created_at_idx ON portfolio.alert (organization_id, created_at DESC) WHERE resolved_at IS NULL;
CREATE INDEX alert_acknowledged_by_idx ON portfolio.alert (acknowledged_by);
CREATE INDEX alert_resolved_by_idx ON portfolio.alert (resolved_by);
CREATE TRIGGER set_portfolio_alert_updated_at BEFORE UPDATE ON portfolio.alert
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

-- Whoever writes an alert names its wallet or company; its organization follows from them. Acknowledging and resolving
-- record who did it from the request's session (hasura.user, set by the engine as Hasura does), so the portal sends
-- only the time and nobody can sign an acknowledgement with someone else's name.
CREATE FUNCTION portfolio.alert_fill_in() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := (nullif(current_setting('hasura.user', true), '')::jsonb ->> 'x-hasura-user-id')::uuid;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.organization_id IS NULL THEN
    NEW.organization_id = coalesce(
      (SELECT organization_id FROM portfolio.wallet WHERE id = NEW.wallet_id),
      (SELECT organization_id FROM portfolio.company WHERE id = NEW.company_id));
  END IF;
  IF NEW.acknowledged_at IS NULL THEN
    NEW.acknowledged_by = NULL;
  ELSIF TG_OP = 'INSERT' OR OLD.acknowledged_at IS NULL THEN
    NEW.acknowledged_by = coalesce(actor, NEW.acknowledged_by);
  END IF;
  IF NEW.resolved_at IS NULL THEN
    NEW.resolved_by = NULL;
    NEW.resolved_by_rule = false;
  ELSIF actor IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.resolved_at IS NULL) THEN
    NEW.resolved_by = actor;
    NEW.resolved_by_rule = false;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER alert_fill_in BEFORE INSERT OR UPDATE ON portfolio.alert
  FOR EACH ROW EXECUTE FUNCTION portfolio.alert_fill_in();

-- The alerts each wallet shows: those written for it, and those about a company it holds.
CREATE VIEW portfolio.wallet_alert AS
SELECT a.wallet_id, a.id AS alert_id, a.created_at, a.resolved_at, a.status, a.severity
FROM portfolio.alert a
WHERE a.wallet_id IS NOT NULL
UNION ALL
SELECT wc.wallet_id, a.id, a.created_at, a.resolved_at, a.status, a.severity
FROM portfolio.alert a
JOIN portfolio.wallet_company wc ON wc.company_id = a.company_id
WHERE a.wallet_id IS NULL;
COMMENT ON VIEW portfolio.wallet_alert IS 'The alerts a wallet shows: written for it, or about a company it holds (with when, status and severity, to sort and filter by).';

-- Half-even rounding to any number of places, as common/finance rounds (big.js roundHalfEven): the runway's months
-- and the percentages an alert shows must be the ones the management tabs show.
CREATE FUNCTION portfolio.round_half_even(value numeric, places integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN abs(value * 10::numeric ^ places - trunc(value * 10::numeric ^ places)) = 0.5
               AND mod(trunc(value * 10::numeric ^ places), 2) = 0
              THEN trunc(value, places) ELSE round(value, places) END
$$;
COMMENT ON FUNCTION portfolio.round_half_even(numeric, integer) IS 'Rounds half-even to a number of decimal places, as the portal''s common/finance does.';

-- The server's bookkeeping for alerts, outside the GraphQL API: which organizations' data changed since their rules
-- were last evaluated (the worker's outbox, as portfolio.invite's mail columns are for invites), and which weekly
-- digests went out.
CREATE SCHEMA portfolio_jobs;
CREATE TABLE portfolio_jobs.alert_evaluation_due (
  organization_id uuid NOT NULL,
  since timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT alert_evaluation_due_pkey PRIMARY KEY (organization_id),
  CONSTRAINT alert_evaluation_due_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio_jobs.alert_evaluation_due IS 'Organizations whose alert rules read data that changed since they were last evaluated.';
CREATE TABLE portfolio_jobs.alert_digest_sent (
  user_id uuid NOT NULL,
  week date NOT NULL,
  alerts integer NOT NULL,
  sent_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT alert_digest_sent_pkey PRIMARY KEY (user_id, week),
  CONSTRAINT alert_digest_sent_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio_jobs.alert_digest_sent IS 'The weekly alert digest each user was sent (week: its Monday), so none is sent twice.';

-- Marks organizations due an evaluation and wakes the server's worker at commit (the payload is not read: the table
-- is the truth, so a lost notification costs a sweep's delay, never an evaluation).
CREATE FUNCTION portfolio.alert_evaluation_mark(organizations uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(organizations), 0) = 0 THEN RETURN; END IF;
  INSERT INTO portfolio_jobs.alert_evaluation_due (organization_id)
  SELECT DISTINCT o FROM unnest(organizations) AS o WHERE o IS NOT NULL
  ON CONFLICT (organization_id) DO NOTHING;
  PERFORM pg_notify('portfolio_alert_rules', '');
END;
$$;

-- One trigger function per way of reaching the organizations from changed rows; each runs once per statement.
CREATE FUNCTION portfolio.alert_due_from_figures() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark((
    SELECT array_agg(DISTINCT c.organization_id)
    FROM (SELECT DISTINCT account_id FROM changed) x
    JOIN accounting.account a ON a.id = x.account_id
    JOIN portfolio.company c ON c.client_id = a.client_id));
  RETURN NULL;
END;
$$;
CREATE FUNCTION portfolio.alert_due_from_companies() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark((
    SELECT array_agg(DISTINCT c.organization_id)
    FROM (SELECT DISTINCT company_id FROM changed) x JOIN portfolio.company c ON c.id = x.company_id));
  RETURN NULL;
END;
$$;
CREATE FUNCTION portfolio.alert_due_from_organizations() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark((SELECT array_agg(DISTINCT organization_id) FROM changed));
  RETURN NULL;
END;
$$;
CREATE FUNCTION portfolio.alert_due_from_client() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark((
    SELECT array_agg(DISTINCT organization_id) FROM portfolio.company WHERE client_id = NEW.client_id));
  RETURN NULL;
END;
$$;
CREATE FUNCTION portfolio.alert_due_from_client_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark((
    SELECT array_agg(DISTINCT organization_id) FROM portfolio.company WHERE client_id = NEW.id));
  RETURN NULL;
END;
$$;

-- Monthly figures and budgets (written when a batch is applied or a from-to changes), indicators (KPI approval writes
-- them), valuation reports, companies and the rules themselves.
CREATE TRIGGER entry_alert_due_insert AFTER INSERT ON accounting.entry
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
CREATE TRIGGER entry_alert_due_update AFTER UPDATE ON accounting.entry
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
CREATE TRIGGER entry_alert_due_delete AFTER DELETE ON accounting.entry
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
CREATE TRIGGER budget_alert_due_insert AFTER INSERT ON accounting.budget
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
CREATE TRIGGER budget_alert_due_update AFTER UPDATE ON accounting.budget
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
CREATE TRIGGER budget_alert_due_delete AFTER DELETE ON accounting.budget
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_figures();
-- A batch applied or undone changes the cash balances too, which the figures above do not carry.
CREATE TRIGGER import_batch_alert_due AFTER UPDATE OF status ON accounting.import_batch
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION portfolio.alert_due_from_client();
CREATE TRIGGER client_alert_due AFTER UPDATE OF last_data_imported_at ON portfolio.client
  FOR EACH ROW WHEN (OLD.last_data_imported_at IS DISTINCT FROM NEW.last_data_imported_at)
  EXECUTE FUNCTION portfolio.alert_due_from_client_row();
CREATE TRIGGER indicator_alert_due_insert AFTER INSERT ON accounting.indicator
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER indicator_alert_due_update AFTER UPDATE ON accounting.indicator
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER indicator_alert_due_delete AFTER DELETE ON accounting.indicator
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER valuation_report_alert_due_insert AFTER INSERT ON portfolio.valuation_report
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER valuation_report_alert_due_update AFTER UPDATE ON portfolio.valuation_report
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER valuation_report_alert_due_delete AFTER DELETE ON portfolio.valuation_report
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_companies();
CREATE TRIGGER company_alert_due_insert AFTER INSERT ON portfolio.company
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_organizations();
-- A company moved to another organization or given other books; a new name changes no figure.
CREATE FUNCTION portfolio.alert_due_from_company_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.alert_evaluation_mark(ARRAY[OLD.organization_id, NEW.organization_id]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER company_alert_due_update AFTER UPDATE OF organization_id, client_id ON portfolio.company
  FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION portfolio.alert_due_from_company_row();
CREATE TRIGGER alert_rule_alert_due_insert AFTER INSERT ON portfolio.alert_rule
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_organizations();
CREATE TRIGGER alert_rule_alert_due_update AFTER UPDATE ON portfolio.alert_rule
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_organizations();
-- A deleted rule takes its alerts with it (ON DELETE CASCADE): nothing is left to evaluate.

-- KPI requests (migration 1795132808600_kpi_requests): an answer's status or a request's due date or cancellation.
DO $$
BEGIN
  IF to_regclass('portfolio.kpi_response') IS NOT NULL THEN
    CREATE FUNCTION portfolio.alert_due_from_kpi_requests() RETURNS trigger
      LANGUAGE plpgsql AS $f$
    BEGIN
      PERFORM portfolio.alert_evaluation_mark((SELECT array_agg(DISTINCT organization_id) FROM changed));
      RETURN NULL;
    END;
    $f$;
    CREATE FUNCTION portfolio.alert_due_from_kpi_responses() RETURNS trigger
      LANGUAGE plpgsql AS $f$
    BEGIN
      PERFORM portfolio.alert_evaluation_mark((
        SELECT array_agg(DISTINCT r.organization_id)
        FROM (SELECT DISTINCT request_id FROM changed) x JOIN portfolio.kpi_request r ON r.id = x.request_id));
      RETURN NULL;
    END;
    $f$;
    CREATE TRIGGER kpi_request_alert_due_insert AFTER INSERT ON portfolio.kpi_request
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_kpi_requests();
    CREATE TRIGGER kpi_request_alert_due_update AFTER UPDATE ON portfolio.kpi_request
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_kpi_requests();
    CREATE TRIGGER kpi_response_alert_due_insert AFTER INSERT ON portfolio.kpi_response
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_kpi_responses();
    CREATE TRIGGER kpi_response_alert_due_update AFTER UPDATE ON portfolio.kpi_response
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.alert_due_from_kpi_responses();
  END IF;
END;
$$;

-- The figures of a company's books that the runway, burn and budget rules read, at its reference month (the last
-- month with any figure, as the financial analysis opens on it: useFinancialYears), computed as common/finance
-- computes them for the summary, burn-rate and runway tabs (keyFigures.ts, burn.ts, runway.ts):
--   net burn          = −(operating cash in + operating cash out) of a month; its 3-month average is the month and the
--                       two before it (a month without figures counts as zero), to cents, half-even;
--   cash              = the cash accounts' closing balance of the reference month (accounting.cash_position), else the
--                       last balance since January of the year before plus every flow since (classified or not);
--   runway (months)   = cash ÷ average net burn (12 places, then 1), zero when cash is not positive; none when the
--                       operations do not burn; the cash-out date adds months × 30.436875 days to the cash's date.
CREATE FUNCTION portfolio.alert_book_figures(clients uuid[])
  RETURNS TABLE (client_id uuid, reference_month date, net_burn numeric, net_burn_before numeric, cash numeric, cash_as_of date)
  -- Hash joins throughout: the planner cannot know how many rows a CTE holds and guessed 200, so it joined them row by
  -- row (the large seed's 1,409 clients × 50,000 cash positions, and the cash-position view computed again for every
  -- client: 10 minutes, against seconds).
  LANGUAGE sql STABLE SET enable_nestloop TO off AS $$
  -- Each step is computed once (MATERIALIZED).
  WITH scope AS MATERIALIZED (
    SELECT DISTINCT id FROM unnest(clients) AS c(id)
  ), figures AS MATERIALIZED (
    SELECT a.client_id, e.month, a.section, CASE a.type WHEN 'receipt' THEN e.value ELSE -e.value END AS cash_effect
    FROM scope s JOIN accounting.account a ON a.client_id = s.id JOIN accounting.entry e ON e.account_id = a.id
  ), ref AS MATERIALIZED (
    SELECT f.client_id, max(f.month) AS month FROM figures f GROUP BY f.client_id
  ), burn AS MATERIALIZED (
    SELECT r.client_id,
           portfolio.round_half_even(-coalesce(sum(f.cash_effect) FILTER (WHERE f.month > r.month - interval '3 months'), 0) / 3, 2) AS now,
           portfolio.round_half_even(-coalesce(sum(f.cash_effect) FILTER (WHERE f.month <= r.month - interval '3 months'), 0) / 3, 2) AS before
    FROM ref r LEFT JOIN figures f ON f.client_id = r.client_id AND f.section = 'operations' AND f.month > r.month - interval '6 months'
    GROUP BY r.client_id
  ), positions AS MATERIALIZED (
    SELECT p.client_id, p.month, p.closing, p.as_of FROM scope s JOIN accounting.cash_position p ON p.client_id = s.id
  ), missing AS (
    SELECT r.client_id, r.month FROM ref r
    WHERE NOT EXISTS (SELECT 1 FROM positions p WHERE p.client_id = r.client_id AND p.month = r.month)
  ), derived AS (
    -- No balance for the month: carried from the last one the analysis reads (its window starts a year before
    -- January) with every flow since, classified or not. Apart from the rest, so these sums run for such clients only.
    SELECT m.client_id, last.closing
      + coalesce((SELECT sum(f.cash_effect) FROM figures f WHERE f.client_id = m.client_id AND f.month > last.month AND f.month <= m.month), 0)
      + coalesce((SELECT sum(u.cash_effect) FROM accounting.unmapped_activity u WHERE u.client_id = m.client_id AND u.month > last.month AND u.month <= m.month), 0)
      AS closing
    FROM missing m
    CROSS JOIN LATERAL (
      SELECT q.month, q.closing FROM positions q
      WHERE q.client_id = m.client_id AND q.month < m.month AND q.month >= make_date(extract(year FROM m.month)::integer - 1, 1, 1)
      ORDER BY q.month DESC LIMIT 1) last
  )
  SELECT r.client_id, r.month, b.now, b.before,
         coalesce(p.closing, d.closing),
         CASE WHEN p.closing IS NOT NULL THEN p.as_of
              WHEN d.closing IS NOT NULL THEN (r.month + interval '1 month' - interval '1 day')::date END
  FROM ref r
  JOIN burn b ON b.client_id = r.client_id
  LEFT JOIN positions p ON p.client_id = r.client_id AND p.month = r.month
  LEFT JOIN derived d ON d.client_id = r.client_id
$$;
COMMENT ON FUNCTION portfolio.alert_book_figures(uuid[]) IS 'Reference month, 3-month average net burn then and three months before, and cash, of these clients, as the financial analysis computes them.';

-- Evaluates the enabled rules of some organizations (all when null) against their data as of a day: one set-based
-- statement per kind of rule over every company in scope; then raises what holds (one alert per rule, company and
-- period, its figures refreshed; one a rule had resolved opens again) and resolves the rule-made alerts that no longer
-- hold. An alert a person resolved stays resolved. Returns how many alerts were raised and resolved.
CREATE FUNCTION portfolio.evaluate_alert_rules(organizations uuid[] DEFAULT NULL, as_of date DEFAULT current_date)
  RETURNS TABLE (raised integer, resolved integer)
  LANGUAGE plpgsql AS $$
DECLARE
  clients uuid[];
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS alert_scope_rule (
    id uuid, organization_id uuid, kind text, severity text, threshold numeric, metric_kind text) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS alert_raised (
    rule_id uuid, organization_id uuid, company_id uuid, kind text, severity text, period date, figures jsonb) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS alert_books (
    client_id uuid, reference_month date, net_burn numeric, net_burn_before numeric, cash numeric, cash_as_of date) ON COMMIT DROP;
  TRUNCATE alert_scope_rule, alert_raised, alert_books;

  INSERT INTO alert_scope_rule
  SELECT r.id, r.organization_id, r.kind, r.severity, (r.thresholds ->> k.threshold_key)::numeric, r.metric_kind
  FROM portfolio.alert_rule r JOIN portfolio.alert_rule_kind k ON k.value = r.kind
  WHERE r.enabled AND (organizations IS NULL OR r.organization_id = ANY(organizations));

  SELECT array_agg(DISTINCT c.client_id) INTO clients
  FROM portfolio.company c JOIN alert_scope_rule r ON r.organization_id = c.organization_id
  WHERE c.client_id IS NOT NULL AND r.kind IN ('runway_below', 'net_burn_growth', 'budget_deviation');
  INSERT INTO alert_books SELECT * FROM portfolio.alert_book_figures(coalesce(clients, '{}'));
  -- A temporary table has no statistics until analyzed: without them the joins below were planned for a handful of
  -- rows and run row by row over thousands (a minute on the large seed).
  ANALYZE alert_books;
  ANALYZE alert_scope_rule;

  -- Runway below N months, on the actual net burn.
  INSERT INTO alert_raised
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, b.reference_month,
         jsonb_build_object('months', portfolio.round_half_even(x.months, 1)::text, 'threshold', r.threshold::text,
           'cash', b.cash::text, 'cash_as_of', b.cash_as_of, 'net_burn', b.net_burn::text, 'reference_month', b.reference_month,
           'cash_out_date', b.cash_as_of + portfolio.round_half_even(x.months * 30.436875, 0)::integer)
  FROM alert_scope_rule r
  JOIN portfolio.company c ON c.organization_id = r.organization_id
  JOIN alert_books b ON b.client_id = c.client_id
  CROSS JOIN LATERAL (SELECT CASE WHEN b.net_burn <= 0 THEN NULL WHEN b.cash <= 0 THEN 0 ELSE portfolio.round_half_even(b.cash / b.net_burn, 12) END AS months) x
  WHERE r.kind = 'runway_below' AND b.cash IS NOT NULL AND b.net_burn > 0 AND x.months < r.threshold;
  ANALYZE alert_raised;
  -- Two runway rules on one company (critical below 3, warning below 6): the stricter one says it.
  DELETE FROM alert_raised a
  WHERE a.kind = 'runway_below' AND EXISTS (
    SELECT 1 FROM alert_raised s JOIN alert_scope_rule sr ON sr.id = s.rule_id JOIN alert_scope_rule ar ON ar.id = a.rule_id
    WHERE s.kind = 'runway_below' AND s.company_id = a.company_id AND s.rule_id <> a.rule_id
      AND (sr.threshold < ar.threshold OR (sr.threshold = ar.threshold AND s.rule_id < a.rule_id)));

  -- Net burn (3-month average) up X % against the three months before.
  INSERT INTO alert_raised
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, b.reference_month,
         jsonb_build_object('net_burn', b.net_burn::text, 'net_burn_before', b.net_burn_before::text,
           'percent', portfolio.round_half_even((b.net_burn - b.net_burn_before) * 100 / b.net_burn_before, 1)::text,
           'threshold', r.threshold::text, 'reference_month', b.reference_month,
           'previous_month', (b.reference_month - interval '3 months')::date)
  FROM alert_scope_rule r
  JOIN portfolio.company c ON c.organization_id = r.organization_id
  JOIN alert_books b ON b.client_id = c.client_id
  WHERE r.kind = 'net_burn_growth' AND b.net_burn > 0 AND b.net_burn_before > 0
    AND (b.net_burn - b.net_burn_before) * 100 >= b.net_burn_before * r.threshold;

  -- Budget against actual, year to date, on each category of the plan of record (the version the tab opens on): the
  -- lines off their budget unfavourably by at least Y %, by Fathom's rule (a budget above zero, an actual not below).
  INSERT INTO alert_raised
  WITH version AS (
    SELECT DISTINCT ON (v.client_id) v.client_id, v.id
    FROM accounting.budget_version v JOIN alert_books b ON b.client_id = v.client_id
    ORDER BY v.client_id, v.is_plan_of_record DESC, v.name_sort, v.name, v.id
  ), year AS (
    SELECT b.client_id, b.reference_month, date_trunc('year', b.reference_month::timestamp)::date AS year_start FROM alert_books b
  ), actual AS (
    SELECT e.account_id, sum(e.value) AS value
    FROM year y JOIN accounting.account a ON a.client_id = y.client_id
    JOIN accounting.entry e ON e.account_id = a.id AND e.month BETWEEN y.year_start AND y.reference_month
    GROUP BY e.account_id
  ), budgeted AS (
    SELECT g.account_id, sum(g.value) AS value
    FROM year y JOIN version v ON v.client_id = y.client_id JOIN accounting.account a ON a.client_id = y.client_id
    JOIN accounting.budget g ON g.account_id = a.id AND g.version_id = v.id AND g.month BETWEEN y.year_start AND y.reference_month
    GROUP BY g.account_id
  ), off AS (
    SELECT a.client_id, a.id AS account_id, a.number, a.name, a.type, y.reference_month, y.year_start,
           coalesce(t.value, 0) AS actual, g.value AS budget,
           portfolio.round_half_even((coalesce(t.value, 0) - g.value) * 100 / nullif(g.value, 0), 1) AS percent,
           abs(coalesce(t.value, 0) - g.value) / nullif(g.value, 0) AS share
    FROM budgeted g
    JOIN accounting.account a ON a.id = g.account_id
    JOIN year y ON y.client_id = a.client_id
    LEFT JOIN actual t ON t.account_id = g.account_id
    WHERE g.value > 0 AND coalesce(t.value, 0) >= 0
      AND CASE a.type WHEN 'receipt' THEN coalesce(t.value, 0) < g.value ELSE coalesce(t.value, 0) > g.value END
  )
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, o.reference_month,
         jsonb_build_object('threshold', r.threshold::text, 'reference_month', o.reference_month,
           'year_start', o.year_start, 'count', count(*),
           -- The five lines furthest off; count says how many there are.
           'lines', to_jsonb((array_agg(jsonb_build_object('account_id', o.account_id, 'number', o.number, 'name', o.name,
             'type', o.type, 'actual', o.actual::text, 'budget', o.budget::text, 'percent', o.percent::text)
             ORDER BY o.share DESC, o.number))[1:5]))
  FROM alert_scope_rule r
  JOIN portfolio.company c ON c.organization_id = r.organization_id
  JOIN off o ON o.client_id = c.client_id
  WHERE r.kind = 'budget_deviation' AND o.share * 100 >= r.threshold
  GROUP BY r.id, r.organization_id, c.id, r.kind, r.severity, r.threshold, o.reference_month, o.year_start;

  -- Valuation report overdue: none for the last quarter that ended at least N days ago, for a company followed since.
  INSERT INTO alert_raised
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, q.quarter_end,
         jsonb_build_object('expected_reference_date', q.quarter_end, 'due_date', q.quarter_end + r.threshold::integer,
           'last_reference_date', v.last, 'threshold', r.threshold::text)
  FROM alert_scope_rule r
  CROSS JOIN LATERAL (SELECT (date_trunc('quarter', (as_of - r.threshold::integer + 1)::timestamp) - interval '1 day')::date AS quarter_end) q
  JOIN portfolio.company c ON c.organization_id = r.organization_id AND c.created_at::date <= q.quarter_end
  LEFT JOIN LATERAL (SELECT max(vr.reference_date) AS last FROM portfolio.valuation_report vr WHERE vr.company_id = c.id) v ON true
  WHERE r.kind = 'valuation_overdue' AND (v.last IS NULL OR v.last < q.quarter_end);

  -- A reported indicator (its latest period) below a floor or above a ceiling.
  INSERT INTO alert_raised
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, i.period,
         jsonb_build_object('metric_kind', r.metric_kind, 'value', i.value::text, 'threshold', r.threshold::text, 'period', i.period)
  FROM alert_scope_rule r
  JOIN portfolio.company c ON c.organization_id = r.organization_id
  JOIN LATERAL (SELECT li.period, li.value FROM accounting.indicator li
                WHERE li.company_id = c.id AND li.kind = r.metric_kind ORDER BY li.period DESC LIMIT 1) i ON true
  WHERE (r.kind = 'metric_floor' AND i.value < r.threshold) OR (r.kind = 'metric_ceiling' AND i.value > r.threshold);

  -- Data stale: the company's books were last imported more than N days ago.
  INSERT INTO alert_raised
  SELECT r.id, r.organization_id, c.id, r.kind, r.severity, cl.last_data_imported_at::date,
         jsonb_build_object('last_data_imported_at', cl.last_data_imported_at, 'threshold', r.threshold::text)
  FROM alert_scope_rule r
  JOIN portfolio.company c ON c.organization_id = r.organization_id
  JOIN portfolio.client cl ON cl.id = c.client_id
  WHERE r.kind = 'data_stale' AND cl.last_data_imported_at < as_of - r.threshold::integer;

  -- KPI request overdue: an answer neither submitted nor approved N days past a due date, the request not cancelled.
  -- The requests' tables come with their own migration; without them the rule has nothing to read.
  IF to_regclass('portfolio.kpi_response') IS NOT NULL THEN
    EXECUTE $kpi$
      INSERT INTO alert_raised
      SELECT r.id, r.organization_id, x.company_id, r.kind, r.severity, min(x.due_date),
             jsonb_build_object('count', count(*), 'oldest_due_date', min(x.due_date), 'threshold', r.threshold::text,
               'request_id', (array_agg(x.request_id ORDER BY x.due_date, x.request_id))[1],
               'title', (array_agg(x.title ORDER BY x.due_date, x.request_id))[1])
      FROM alert_scope_rule r
      JOIN (SELECT q.organization_id, q.id AS request_id, q.title, q.due_date, s.company_id
            FROM portfolio.kpi_request q JOIN portfolio.kpi_response s ON s.request_id = q.id
            WHERE q.cancelled_at IS NULL AND s.status NOT IN ('submitted', 'approved')) x
        ON x.organization_id = r.organization_id AND x.due_date + r.threshold::integer < $1
      WHERE r.kind = 'kpi_request_overdue'
      GROUP BY r.id, r.organization_id, x.company_id, r.kind, r.severity, r.threshold$kpi$ USING as_of;
  END IF;

  ANALYZE alert_raised;
  WITH upserted AS (
    INSERT INTO portfolio.alert AS a (organization_id, company_id, rule_id, kind, severity, period, figures)
    SELECT organization_id, company_id, rule_id, kind, severity, period, figures FROM alert_raised
    ON CONFLICT (rule_id, company_id, period) WHERE rule_id IS NOT NULL DO UPDATE
      SET figures = EXCLUDED.figures, severity = EXCLUDED.severity,
          resolved_at = CASE WHEN a.resolved_by_rule THEN NULL ELSE a.resolved_at END
      WHERE a.figures IS DISTINCT FROM EXCLUDED.figures OR a.severity <> EXCLUDED.severity OR a.resolved_by_rule
    RETURNING (xmax = 0) AS inserted
  ), settled AS (
    UPDATE portfolio.alert a SET resolved_at = now(), resolved_by_rule = true
    WHERE a.rule_id IS NOT NULL AND a.resolved_at IS NULL
      AND (organizations IS NULL OR a.organization_id = ANY(organizations))
      AND NOT EXISTS (SELECT 1 FROM alert_raised x WHERE x.rule_id = a.rule_id AND x.company_id = a.company_id AND x.period = a.period)
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM upserted WHERE inserted)::integer, (SELECT count(*) FROM settled)::integer
  INTO raised, resolved;
  RETURN NEXT;
END;
$$;
COMMENT ON FUNCTION portfolio.evaluate_alert_rules(uuid[], date) IS 'Raises and resolves the rule-made alerts of these organizations (all when null) as of a day; returns how many were raised and resolved.';
