-- The figures of home and the dashboard kept up to date instead of summed on every request: on the large set the
-- views of 1795132806500 added up 100,000 investments for each of the dashboard's charts (about a second per load).
--
-- They live in tables of their own schema, portfolio_figures: internal, not tracked by the metadata, read through the
-- views of portfolio, which keep their names, columns and types (the metadata, its permissions and the portal read
-- them). Statement triggers on investment, valuation_report, wallet and company bring them up to date in the
-- transaction of the change, for the companies and wallets it touches only.
--
-- Per company and per wallet, the figures (one row per currency) are recomputed from scratch with the definitions of
-- 1795132806500 (kept as the views portfolio_figures.*_computed), so they are those of before to the cent: a valuation
-- recomputes its company's rows and those of every wallet holding the company; an investment its company's and its
-- wallet's; a wallet moved to another organization its own and its companies'. organization_performance adds up its
-- wallets' rows: every figure is a sum (or, valued_at, a maximum) of values already rounded per investment, so adding
-- per wallet first changes nothing. The value history is kept as changes per quarter end (below).
-- investment_value (one row per investment) is unchanged.

CREATE SCHEMA portfolio_figures;
COMMENT ON SCHEMA portfolio_figures IS 'What the performance views of portfolio read, kept up to date by triggers; not part of the API.';

-- The definitions of 1795132806500, from scratch: what the triggers recompute with, and what tests and the dashboard
-- benchmark compare the maintained figures with. Not tracked by the metadata.
CREATE VIEW portfolio_figures.company_performance_computed AS
SELECT p.company_id, p.organization_id, leg.currency,
       sum(leg.invested)::numeric(20, 2) AS invested,
       sum(leg.value)::numeric(20, 2) AS current_value,
       sum(leg.investments)::integer AS investments,
       sum(leg.valued)::integer AS valued,
       sum(leg.unvalued)::integer AS unvalued,
       sum(leg.mismatched)::integer AS mismatched,
       max(p.valued_at) AS valued_at
FROM (
  SELECT company_id, organization_id, currency, valuation_currency,
         sum(net_amount) AS invested, sum(current_value) AS value, count(*) AS investments,
         count(*) FILTER (WHERE valuation_currency IS NULL) AS unvalued, max(valuation_date) AS valued_at
  FROM portfolio.investment_value
  GROUP BY company_id, organization_id, currency, valuation_currency
) p
CROSS JOIN LATERAL (VALUES
  (p.currency, p.invested, 0::numeric, p.investments, 0::bigint, p.unvalued,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END),
  (p.valuation_currency, 0::numeric, p.value, 0, p.investments, 0,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END)
) AS leg (currency, invested, value, investments, valued, unvalued, mismatched)
WHERE leg.currency IS NOT NULL
GROUP BY p.company_id, p.organization_id, leg.currency;
COMMENT ON VIEW portfolio_figures.company_performance_computed IS 'company_performance computed from the investments on each read (the definition of 1795132806500); the triggers refresh portfolio_figures.company_performance from it.';

CREATE VIEW portfolio_figures.wallet_performance_computed AS
SELECT p.wallet_id, p.organization_id, leg.currency,
       sum(leg.invested)::numeric(20, 2) AS invested,
       sum(leg.value)::numeric(20, 2) AS current_value,
       sum(leg.investments)::integer AS investments,
       sum(leg.valued)::integer AS valued,
       sum(leg.unvalued)::integer AS unvalued,
       sum(leg.mismatched)::integer AS mismatched,
       max(p.valued_at) AS valued_at
FROM (
  SELECT wallet_id, organization_id, currency, valuation_currency,
         sum(net_amount) AS invested, sum(current_value) AS value, count(*) AS investments,
         count(*) FILTER (WHERE valuation_currency IS NULL) AS unvalued, max(valuation_date) AS valued_at
  FROM portfolio.investment_value
  GROUP BY wallet_id, organization_id, currency, valuation_currency
) p
CROSS JOIN LATERAL (VALUES
  (p.currency, p.invested, 0::numeric, p.investments, 0::bigint, p.unvalued,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END),
  (p.valuation_currency, 0::numeric, p.value, 0, p.investments, 0,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END)
) AS leg (currency, invested, value, investments, valued, unvalued, mismatched)
WHERE leg.currency IS NOT NULL
GROUP BY p.wallet_id, p.organization_id, leg.currency;
COMMENT ON VIEW portfolio_figures.wallet_performance_computed IS 'wallet_performance computed from the investments on each read (the definition of 1795132806500); the triggers refresh portfolio_figures.wallet_performance from it.';

CREATE VIEW portfolio_figures.organization_performance_computed AS
SELECT p.organization_id, leg.currency,
       sum(leg.invested)::numeric(20, 2) AS invested,
       sum(leg.value)::numeric(20, 2) AS current_value,
       sum(leg.investments)::integer AS investments,
       sum(leg.valued)::integer AS valued,
       sum(leg.unvalued)::integer AS unvalued,
       sum(leg.mismatched)::integer AS mismatched,
       max(p.valued_at) AS valued_at
FROM (
  SELECT organization_id, currency, valuation_currency,
         sum(net_amount) AS invested, sum(current_value) AS value, count(*) AS investments,
         count(*) FILTER (WHERE valuation_currency IS NULL) AS unvalued, max(valuation_date) AS valued_at
  FROM portfolio.investment_value
  GROUP BY organization_id, currency, valuation_currency
) p
CROSS JOIN LATERAL (VALUES
  (p.currency, p.invested, 0::numeric, p.investments, 0::bigint, p.unvalued,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END),
  (p.valuation_currency, 0::numeric, p.value, 0, p.investments, 0,
   CASE WHEN p.valuation_currency <> p.currency THEN p.investments ELSE 0 END)
) AS leg (currency, invested, value, investments, valued, unvalued, mismatched)
WHERE leg.currency IS NOT NULL
GROUP BY p.organization_id, leg.currency;
COMMENT ON VIEW portfolio_figures.organization_performance_computed IS 'organization_performance computed from the investments on each read (the definition of 1795132806500), for comparisons.';

CREATE TABLE portfolio_figures.company_performance (
  company_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  currency text NOT NULL,
  invested numeric(20, 2) NOT NULL,
  current_value numeric(20, 2) NOT NULL,
  investments integer NOT NULL,
  valued integer NOT NULL,
  unvalued integer NOT NULL,
  mismatched integer NOT NULL,
  valued_at date,
  CONSTRAINT company_performance_figures_pkey PRIMARY KEY (company_id, organization_id, currency)
);
-- The dashboard's two company charts: an organization's companies in one currency by value, and by amount invested.
CREATE INDEX company_performance_figures_by_value_idx
  ON portfolio_figures.company_performance (organization_id, currency, current_value DESC, company_id);
CREATE INDEX company_performance_figures_by_invested_idx
  ON portfolio_figures.company_performance (organization_id, currency, invested DESC, company_id);
COMMENT ON TABLE portfolio_figures.company_performance IS 'What company_performance shows, kept by the triggers of investment, valuation_report and wallet.';

CREATE TABLE portfolio_figures.wallet_performance (
  wallet_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  currency text NOT NULL,
  invested numeric(20, 2) NOT NULL,
  current_value numeric(20, 2) NOT NULL,
  investments integer NOT NULL,
  valued integer NOT NULL,
  unvalued integer NOT NULL,
  mismatched integer NOT NULL,
  valued_at date,
  CONSTRAINT wallet_performance_figures_pkey PRIMARY KEY (wallet_id, organization_id, currency)
);
CREATE INDEX wallet_performance_figures_organization_idx ON portfolio_figures.wallet_performance (organization_id, currency);
COMMENT ON TABLE portfolio_figures.wallet_performance IS 'What wallet_performance shows, kept by the triggers of investment, valuation_report and wallet.';

-- Recomputes the rows of the companies and wallets given (null: all of them). The filters on company_id and
-- wallet_id reach the investments through the views' grouping, so the work is proportional to their investments.
CREATE FUNCTION portfolio.refresh_performance_figures(companies uuid[], wallets uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.refresh_value_history(companies);
  IF companies IS NULL THEN
    DELETE FROM portfolio_figures.company_performance;
    INSERT INTO portfolio_figures.company_performance SELECT * FROM portfolio_figures.company_performance_computed;
  ELSIF cardinality(companies) > 0 THEN
    DELETE FROM portfolio_figures.company_performance WHERE company_id = ANY (companies);
    INSERT INTO portfolio_figures.company_performance
      SELECT * FROM portfolio_figures.company_performance_computed WHERE company_id = ANY (companies);
  END IF;
  IF wallets IS NULL THEN
    DELETE FROM portfolio_figures.wallet_performance;
    INSERT INTO portfolio_figures.wallet_performance SELECT * FROM portfolio_figures.wallet_performance_computed;
  ELSIF cardinality(wallets) > 0 THEN
    DELETE FROM portfolio_figures.wallet_performance WHERE wallet_id = ANY (wallets);
    INSERT INTO portfolio_figures.wallet_performance
      SELECT * FROM portfolio_figures.wallet_performance_computed WHERE wallet_id = ANY (wallets);
  END IF;
END;
$$;
COMMENT ON FUNCTION portfolio.refresh_performance_figures(uuid[], uuid[]) IS 'Recomputes the performance figures of the companies and wallets given (null: all).';

-- Once per statement, with the rows it changed: a bulk insert of 100,000 investments recomputes each company and
-- wallet once. PL/pgSQL plans a statement when it first runs it, so each branch names only the transition tables
-- that its trigger declares.
CREATE FUNCTION portfolio.investment_refresh_performance() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  companies uuid[];
  wallets uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT company_id), array_agg(DISTINCT wallet_id) INTO companies, wallets FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT company_id), array_agg(DISTINCT wallet_id) INTO companies, wallets FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT company_id), array_agg(DISTINCT wallet_id) INTO companies, wallets
    FROM (SELECT company_id, wallet_id FROM old_rows UNION ALL SELECT company_id, wallet_id FROM new_rows) AS changed;
  END IF;
  PERFORM portfolio.refresh_performance_figures(coalesce(companies, '{}'), coalesce(wallets, '{}'));
  RETURN NULL;
END;
$$;
CREATE TRIGGER investment_refresh_performance_insert AFTER INSERT ON portfolio.investment
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_refresh_performance();
CREATE TRIGGER investment_refresh_performance_update AFTER UPDATE ON portfolio.investment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_refresh_performance();
CREATE TRIGGER investment_refresh_performance_delete AFTER DELETE ON portfolio.investment
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_refresh_performance();

-- A valuation changes the current value of its company's investments, in every wallet that holds the company.
CREATE FUNCTION portfolio.valuation_refresh_performance() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  companies uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT company_id) INTO companies FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT company_id) INTO companies FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT company_id) INTO companies
    FROM (SELECT company_id FROM old_rows UNION ALL SELECT company_id FROM new_rows) AS changed;
  END IF;
  companies := coalesce(companies, '{}');
  PERFORM portfolio.refresh_performance_figures(companies,
    coalesce((SELECT array_agg(DISTINCT i.wallet_id) FROM portfolio.investment i WHERE i.company_id = ANY (companies)), '{}'));
  RETURN NULL;
END;
$$;
CREATE TRIGGER valuation_report_refresh_performance_insert AFTER INSERT ON portfolio.valuation_report
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.valuation_refresh_performance();
CREATE TRIGGER valuation_report_refresh_performance_update AFTER UPDATE ON portfolio.valuation_report
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.valuation_refresh_performance();
CREATE TRIGGER valuation_report_refresh_performance_delete AFTER DELETE ON portfolio.valuation_report
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.valuation_refresh_performance();

-- The figures carry the organization of the wallet; a wallet moved to another organization takes its rows, and its
-- companies' rows, along. (Deleting a wallet or a company deletes its investments, whose trigger does the rest.)
CREATE FUNCTION portfolio.wallet_refresh_performance() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  wallets uuid[];
BEGIN
  SELECT array_agg(DISTINCT n.id) INTO wallets
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.organization_id IS DISTINCT FROM n.organization_id;
  IF wallets IS NOT NULL THEN
    PERFORM portfolio.refresh_performance_figures(
      coalesce((SELECT array_agg(DISTINCT i.company_id) FROM portfolio.investment i WHERE i.wallet_id = ANY (wallets)), '{}'),
      wallets);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER wallet_refresh_performance AFTER UPDATE ON portfolio.wallet
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.wallet_refresh_performance();

-- TRUNCATE has no transition table: everything is recomputed.
CREATE FUNCTION portfolio.truncate_refresh_performance() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portfolio.refresh_performance_figures(null, null);
  RETURN NULL;
END;
$$;
CREATE TRIGGER investment_refresh_performance_truncate AFTER TRUNCATE ON portfolio.investment
  FOR EACH STATEMENT EXECUTE FUNCTION portfolio.truncate_refresh_performance();
CREATE TRIGGER valuation_report_refresh_performance_truncate AFTER TRUNCATE ON portfolio.valuation_report
  FOR EACH STATEMENT EXECUTE FUNCTION portfolio.truncate_refresh_performance();

-- The value history (organization_value_history), kept as differences per quarter end.
--
-- At a quarter end D before today, the history's figures are the sum over companies of each company's stake at D
-- (its investments of quarters up to D's, valued at its latest valuation dated up to D): a function of that
-- company's rows only, and of no date but D. So each company's stake is stored as what changes from one quarter end
-- to the next (portfolio_figures.company_value_history: one row per quarter end at which the company's investments
-- or valuation change, and per currency pair), recomputed with the company by the same triggers as the figures
-- above, and the organization keeps the sum of its companies' changes (portfolio_figures.organization_value_delta: a
-- few rows per quarter). The figures at D are then the sum of the organization's changes up to D: a few dozen rows,
-- instead of every investment. Values are kept exact (valuation × share, unrounded), and rounded once per point as before.
--
-- Today's point counts every investment, even one dated later in the quarter or after today, with the valuations
-- dated up to today. That is the sum of the changes up to the end of the current quarter, except for companies with
-- an investment or a valuation dated after today (rarely any): their stake is taken out and computed as of today.

CREATE TABLE portfolio_figures.company_value_history (
  company_id uuid NOT NULL,
  organization_id uuid NOT NULL,
  currency text NOT NULL,
  -- '' when the company has no valuation dated up to `at` (unvalued).
  valuation_currency text NOT NULL,
  at date NOT NULL,
  invested numeric NOT NULL,
  value numeric NOT NULL,
  investments bigint NOT NULL,
  CONSTRAINT company_value_history_pkey PRIMARY KEY (company_id, organization_id, currency, valuation_currency, at)
);
COMMENT ON TABLE portfolio_figures.company_value_history IS 'Per company, organization and quarter end: the change of its stake (invested, exact value, investments) since the previous quarter end.';

CREATE TABLE portfolio_figures.organization_value_delta (
  organization_id uuid NOT NULL,
  currency text NOT NULL,
  valuation_currency text NOT NULL,
  at date NOT NULL,
  invested numeric NOT NULL,
  value numeric NOT NULL,
  investments bigint NOT NULL,
  CONSTRAINT organization_value_delta_pkey PRIMARY KEY (organization_id, currency, valuation_currency, at)
);
COMMENT ON TABLE portfolio_figures.organization_value_delta IS 'Per organization and quarter end: the sum of its companies'' company_value_history rows.';

-- Which investments and valuations are dated after today: the companies whose stake today is computed, not summed.
CREATE INDEX investment_investment_date_idx ON portfolio.investment (investment_date);
CREATE INDEX valuation_report_valuation_date_idx ON portfolio.valuation_report (valuation_date);

-- The stake of the companies given, per organization (of the wallets), currency and valuation currency, at each quarter
-- end from their first investment's to the last at which an investment or a valuation of theirs takes effect, as the
-- differences from the previous quarter end (zero differences left out). Valuations count for the organization of
-- their company only, as in the view of 1795132806500.
CREATE FUNCTION portfolio.company_value_changes(companies uuid[])
  RETURNS TABLE (company_id uuid, organization_id uuid, currency text, valuation_currency text, at date,
                 invested numeric, value numeric, investments bigint)
  LANGUAGE sql STABLE AS $$
  WITH inv AS (
    SELECT i.company_id, w.organization_id, i.currency, i.net_amount, i.share_percentage,
           -- On a timestamp without time zone: date_trunc on a date would go through the session's time zone.
           (date_trunc('quarter', i.investment_date::timestamp) + interval '3 months - 1 day')::date AS q
    FROM portfolio.investment i
    JOIN portfolio.wallet w ON w.id = i.wallet_id
    WHERE i.company_id = ANY (companies)
  ), span AS (
    SELECT inv.company_id, inv.organization_id, min(inv.q) AS first,
           greatest(max(inv.q), (SELECT max((date_trunc('quarter', r.valuation_date::timestamp) + interval '3 months - 1 day')::date)
                                 FROM portfolio.valuation_report r WHERE r.company_id = inv.company_id)) AS last
    FROM inv
    GROUP BY inv.company_id, inv.organization_id
  ), dates AS (
    SELECT s.company_id, s.organization_id, (g + interval '3 months - 1 day')::date AS at,
           (g + interval '3 months - 1 day')::date < s.last AS has_next
    FROM span s
    CROSS JOIN LATERAL generate_series(date_trunc('quarter', s.first::timestamp), s.last::timestamp, interval '3 months') AS g
  ), state AS (
    SELECT d.company_id, d.organization_id, d.at, d.has_next, inv.currency,
           coalesce(v.valuation_currency, '') AS valuation_currency,
           sum(inv.net_amount) AS invested,
           coalesce(v.valuation_amount * sum(inv.share_percentage) * 0.01, 0) AS value,
           count(*) AS investments
    FROM dates d
    JOIN inv ON inv.company_id = d.company_id AND inv.organization_id = d.organization_id AND inv.q <= d.at
    LEFT JOIN LATERAL (
      SELECT r.valuation_amount, r.valuation_currency
      FROM portfolio.valuation_report r
      JOIN portfolio.company c ON c.id = r.company_id
      WHERE r.company_id = d.company_id AND c.organization_id = d.organization_id AND r.valuation_date <= d.at
      ORDER BY r.valuation_date DESC, r.created_at DESC, r.id DESC
      LIMIT 1
    ) v ON true
    GROUP BY d.company_id, d.organization_id, d.at, d.has_next, inv.currency, v.valuation_currency, v.valuation_amount
  )
  SELECT s.company_id, s.organization_id, s.currency, s.valuation_currency, s.at,
         sum(s.invested), sum(s.value), sum(s.investments)::bigint
  FROM (
    SELECT state.company_id, state.organization_id, state.currency, state.valuation_currency, state.at,
           state.invested, state.value, state.investments
    FROM state
    UNION ALL
    -- The stake at a quarter end is taken back at the next one, where the stake of then replaces it.
    SELECT state.company_id, state.organization_id, state.currency, state.valuation_currency,
           (date_trunc('quarter', state.at::timestamp) + interval '6 months - 1 day')::date,
           -state.invested, -state.value, -state.investments
    FROM state
    WHERE state.has_next
  ) s
  GROUP BY s.company_id, s.organization_id, s.currency, s.valuation_currency, s.at
  HAVING sum(s.invested) <> 0 OR sum(s.value) <> 0 OR sum(s.investments) <> 0
$$;
COMMENT ON FUNCTION portfolio.company_value_changes(uuid[]) IS 'The quarter-end changes of the given companies'' stakes, as company_value_history keeps them.';

-- The stake today of the companies given in one organization: all their investments (today's point counts those
-- dated later too), valued at the latest valuation dated up to today.
CREATE FUNCTION portfolio.company_value_today(companies uuid[], organization uuid)
  RETURNS TABLE (company_id uuid, currency text, valuation_currency text, invested numeric, value numeric, investments bigint)
  LANGUAGE sql STABLE AS $$
  SELECT i.company_id, i.currency, coalesce(v.valuation_currency, ''),
         sum(i.net_amount), coalesce(v.valuation_amount * sum(i.share_percentage) * 0.01, 0), count(*)
  FROM portfolio.investment i
  JOIN portfolio.wallet w ON w.id = i.wallet_id
  LEFT JOIN LATERAL (
    SELECT r.valuation_amount, r.valuation_currency
    FROM portfolio.valuation_report r
    JOIN portfolio.company c ON c.id = r.company_id
    WHERE r.company_id = i.company_id AND c.organization_id = organization AND r.valuation_date <= current_date
    ORDER BY r.valuation_date DESC, r.created_at DESC, r.id DESC
    LIMIT 1
  ) v ON true
  WHERE i.company_id = ANY (companies) AND w.organization_id = organization
  GROUP BY i.company_id, i.currency, v.valuation_currency, v.valuation_amount
$$;
COMMENT ON FUNCTION portfolio.company_value_today(uuid[], uuid) IS 'The stake today of the given companies in one organization, for the value history''s point of today.';

-- Recomputes the history rows of the companies given (null: all), and moves their organizations' sums by the
-- difference.
CREATE FUNCTION portfolio.refresh_value_history(companies uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF companies IS NULL THEN
    DELETE FROM portfolio_figures.company_value_history;
    INSERT INTO portfolio_figures.company_value_history
      SELECT * FROM portfolio.company_value_changes((SELECT array_agg(id) FROM portfolio.company));
    DELETE FROM portfolio_figures.organization_value_delta;
    INSERT INTO portfolio_figures.organization_value_delta
      SELECT h.organization_id, h.currency, h.valuation_currency, h.at, sum(h.invested), sum(h.value), sum(h.investments)
      FROM portfolio_figures.company_value_history h
      GROUP BY h.organization_id, h.currency, h.valuation_currency, h.at;
    RETURN;
  END IF;
  IF cardinality(companies) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO portfolio_figures.organization_value_delta AS t
    SELECT h.organization_id, h.currency, h.valuation_currency, h.at, -sum(h.invested), -sum(h.value), -sum(h.investments)
    FROM portfolio_figures.company_value_history h
    WHERE h.company_id = ANY (companies)
    GROUP BY h.organization_id, h.currency, h.valuation_currency, h.at
  ON CONFLICT (organization_id, currency, valuation_currency, at) DO UPDATE
    SET invested = t.invested + excluded.invested, value = t.value + excluded.value, investments = t.investments + excluded.investments;
  DELETE FROM portfolio_figures.company_value_history WHERE company_id = ANY (companies);
  INSERT INTO portfolio_figures.company_value_history SELECT * FROM portfolio.company_value_changes(companies);
  INSERT INTO portfolio_figures.organization_value_delta AS t
    SELECT h.organization_id, h.currency, h.valuation_currency, h.at, sum(h.invested), sum(h.value), sum(h.investments)
    FROM portfolio_figures.company_value_history h
    WHERE h.company_id = ANY (companies)
    GROUP BY h.organization_id, h.currency, h.valuation_currency, h.at
  ON CONFLICT (organization_id, currency, valuation_currency, at) DO UPDATE
    SET invested = t.invested + excluded.invested, value = t.value + excluded.value, investments = t.investments + excluded.investments;
  DELETE FROM portfolio_figures.organization_value_delta WHERE invested = 0 AND value = 0 AND investments = 0;
END;
$$;
COMMENT ON FUNCTION portfolio.refresh_value_history(uuid[]) IS 'Recomputes the value history rows of the companies given (null: all).';

-- A company moved to another organization: its valuations count for that one from now on.
CREATE FUNCTION portfolio.company_refresh_value_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  companies uuid[];
BEGIN
  SELECT array_agg(DISTINCT n.id) INTO companies
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.organization_id IS DISTINCT FROM n.organization_id;
  IF companies IS NOT NULL THEN
    PERFORM portfolio.refresh_value_history(companies);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER company_refresh_value_history AFTER UPDATE ON portfolio.company
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio.company_refresh_value_history();

-- The history as computed on each read before (the definition of 1795132806500), for comparisons.
CREATE VIEW portfolio_figures.organization_value_history_computed AS
SELECT o.id AS organization_id, h.currency, h.at,
       h.invested::numeric(20, 2) AS invested,
       h.current_value::numeric(20, 2) AS current_value,
       h.investments::integer AS investments,
       h.valued::integer AS valued,
       h.unvalued::integer AS unvalued,
       h.mismatched::integer AS mismatched
FROM portfolio.organization o
CROSS JOIN LATERAL (
  WITH buckets AS (
    -- Investments summed per company, currency and the date of the first point that includes them.
    SELECT i.company_id, i.currency,
           -- On a timestamp without time zone: date_trunc on a date would go through the session's time zone.
           least((date_trunc('quarter', i.investment_date::timestamp) + interval '3 months - 1 day')::date, current_date) AS at,
           sum(i.net_amount) AS invested, sum(i.share_percentage) AS share, count(*) AS investments
    FROM portfolio.investment i
    JOIN portfolio.wallet w ON w.id = i.wallet_id
    WHERE w.organization_id = o.id
    GROUP BY 1, 2, 3
  ), running AS (
    -- Running totals per company and currency, each valid until the company's next bucket.
    SELECT company_id, currency, at, lead(at) OVER holding AS until,
           sum(invested) OVER holding AS invested, sum(share) OVER holding AS share,
           sum(investments) OVER holding AS investments
    FROM buckets
    WINDOW holding AS (PARTITION BY company_id, currency ORDER BY at)
  ), dates AS MATERIALIZED (
    SELECT at FROM portfolio.quarter_ends((SELECT min(at) FROM buckets)) AS at
  ), valuations AS (
    -- Each valuation, valid from its date until the company's next one.
    SELECT r.company_id, r.valuation_amount, r.valuation_currency, r.valuation_date AS valid_from,
           lead(r.valuation_date) OVER (PARTITION BY r.company_id ORDER BY r.valuation_date, r.created_at, r.id) AS valid_to
    FROM portfolio.valuation_report r
    JOIN portfolio.company c ON c.id = r.company_id
    WHERE c.organization_id = o.id
  ), grouped AS (
    -- Each company's stake at each date, valued, then summed per date and pair of currencies: a handful of rows.
    SELECT r.currency, d.at, v.valuation_currency,
           sum(r.invested) AS invested, sum(v.valuation_amount * r.share * 0.01) AS value, sum(r.investments) AS investments
    FROM running r
    JOIN dates d ON r.at <= d.at AND (r.until IS NULL OR d.at < r.until)
    LEFT JOIN valuations v ON v.company_id = r.company_id AND v.valid_from <= d.at
                           AND (v.valid_to IS NULL OR d.at < v.valid_to)
    GROUP BY r.currency, d.at, v.valuation_currency
  )
  SELECT leg.currency, g.at,
         sum(leg.invested) AS invested, portfolio.round_half_even_cents(sum(leg.value)) AS current_value,
         sum(leg.investments) AS investments, sum(leg.valued) AS valued, sum(leg.unvalued) AS unvalued,
         sum(leg.mismatched) AS mismatched
  FROM grouped g
  CROSS JOIN LATERAL (VALUES
    (g.currency, g.invested, 0::numeric, g.investments, 0::numeric,
     CASE WHEN g.valuation_currency IS NULL THEN g.investments ELSE 0 END,
     CASE WHEN g.valuation_currency <> g.currency THEN g.investments ELSE 0 END),
    (g.valuation_currency, 0::numeric, g.value, 0, g.investments, 0,
     CASE WHEN g.valuation_currency <> g.currency THEN g.investments ELSE 0 END)
  ) AS leg (currency, invested, value, investments, valued, unvalued, mismatched)
  WHERE leg.currency IS NOT NULL
  GROUP BY leg.currency, g.at
) h;
COMMENT ON VIEW portfolio_figures.organization_value_history_computed IS 'organization_value_history computed from the investments on each read (the definition of 1795132806500), for comparisons.';

-- What the data holds today: the figures and the history of every company and wallet.
SELECT portfolio.refresh_performance_figures(null, null);

-- The tracked views, same names, columns and types as before, now over the maintained figures.
CREATE OR REPLACE VIEW portfolio.company_performance AS
SELECT company_id, organization_id, currency, invested, current_value, investments, valued, unvalued, mismatched, valued_at
FROM portfolio_figures.company_performance;

CREATE OR REPLACE VIEW portfolio.wallet_performance AS
SELECT wallet_id, organization_id, currency, invested, current_value, investments, valued, unvalued, mismatched, valued_at
FROM portfolio_figures.wallet_performance;

CREATE OR REPLACE VIEW portfolio.organization_performance AS
SELECT organization_id, currency,
       sum(invested)::numeric(20, 2) AS invested,
       sum(current_value)::numeric(20, 2) AS current_value,
       sum(investments)::integer AS investments,
       sum(valued)::integer AS valued,
       sum(unvalued)::integer AS unvalued,
       sum(mismatched)::integer AS mismatched,
       max(valued_at) AS valued_at
FROM portfolio_figures.wallet_performance
GROUP BY organization_id, currency;

-- Same name, columns and types as before: the figures at each date are the organization's changes summed up to it.
CREATE OR REPLACE VIEW portfolio.organization_value_history AS
SELECT o.id AS organization_id, h.currency, h.at,
       h.invested::numeric(20, 2) AS invested,
       h.current_value::numeric(20, 2) AS current_value,
       h.investments::integer AS investments,
       h.valued::integer AS valued,
       h.unvalued::integer AS unvalued,
       h.mismatched::integer AS mismatched
FROM portfolio.organization o
CROSS JOIN LATERAL (
  WITH changes AS MATERIALIZED (
    SELECT c.currency, c.valuation_currency, c.at, c.invested, c.value, c.investments
    FROM portfolio_figures.organization_value_delta c
    WHERE c.organization_id = o.id
  ), dates AS MATERIALIZED (
    -- The first change is at the quarter end of the first investment (or later than today, if all are).
    SELECT at FROM portfolio.quarter_ends((SELECT least(min(at), current_date) FROM changes)) AS at
  ), later AS MATERIALIZED (
    -- Companies with an investment or a valuation dated after today.
    SELECT array_agg(DISTINCT l.company_id) AS companies
    FROM (
      SELECT i.company_id FROM portfolio.investment i JOIN portfolio.wallet w ON w.id = i.wallet_id
      WHERE i.investment_date > current_date AND w.organization_id = o.id
      UNION ALL
      SELECT r.company_id FROM portfolio.valuation_report r JOIN portfolio.company c ON c.id = r.company_id
      WHERE r.valuation_date > current_date AND c.organization_id = o.id
    ) l
  ), grouped AS (
    SELECT g.at, g.currency, g.valuation_currency,
           sum(g.invested) AS invested, sum(g.value) AS value, sum(g.investments) AS investments
    FROM (
      -- Past quarter ends, and today as the end of its quarter.
      SELECT d.at, c.currency, c.valuation_currency, c.invested, c.value, c.investments
      FROM dates d
      JOIN changes c ON c.at <= CASE WHEN d.at = current_date
                                     THEN (date_trunc('quarter', current_date::timestamp) + interval '3 months - 1 day')::date
                                     ELSE d.at END
      UNION ALL
      -- Today: the companies with rows dated after today, out as summed to the end of the quarter ...
      SELECT current_date, h.currency, h.valuation_currency, -h.invested, -h.value, -h.investments
      FROM later, portfolio_figures.company_value_history h
      WHERE h.company_id = ANY (later.companies) AND h.organization_id = o.id
        AND h.at <= (date_trunc('quarter', current_date::timestamp) + interval '3 months - 1 day')::date
      UNION ALL
      -- ... and in as they stand today.
      SELECT current_date, t.currency, t.valuation_currency, t.invested, t.value, t.investments
      FROM later, portfolio.company_value_today(later.companies, o.id) t
      WHERE later.companies IS NOT NULL
    ) g
    GROUP BY g.at, g.currency, g.valuation_currency
    HAVING sum(g.investments) > 0
  )
  SELECT leg.currency, g.at,
         sum(leg.invested) AS invested, portfolio.round_half_even_cents(sum(leg.value)) AS current_value,
         sum(leg.investments) AS investments, sum(leg.valued) AS valued, sum(leg.unvalued) AS unvalued,
         sum(leg.mismatched) AS mismatched
  FROM grouped g
  CROSS JOIN LATERAL (VALUES
    (g.currency, g.invested, 0::numeric, g.investments, 0::numeric,
     CASE WHEN g.valuation_currency = '' THEN g.investments ELSE 0 END,
     CASE WHEN g.valuation_currency NOT IN ('', g.currency) THEN g.investments ELSE 0 END),
    (nullif(g.valuation_currency, ''), 0::numeric, g.value, 0, g.investments, 0,
     CASE WHEN g.valuation_currency NOT IN ('', g.currency) THEN g.investments ELSE 0 END)
  ) AS leg (currency, invested, value, investments, valued, unvalued, mismatched)
  WHERE leg.currency IS NOT NULL
  GROUP BY leg.currency, g.at
) h;
COMMENT ON VIEW portfolio.organization_value_history IS 'Per organization, currency and date (each quarter end since its first investment, and today): net invested to date and the value of the stakes held then.';
