-- The views of 1795132806500 again, computed on each read.
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
CREATE OR REPLACE VIEW portfolio.organization_performance AS
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

CREATE OR REPLACE VIEW portfolio.wallet_performance AS
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

CREATE OR REPLACE VIEW portfolio.company_performance AS
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

DROP VIEW portfolio_figures.organization_value_history_computed;
DROP TRIGGER company_refresh_value_history ON portfolio.company;
DROP FUNCTION portfolio.company_refresh_value_history();
DROP TRIGGER valuation_report_refresh_performance_truncate ON portfolio.valuation_report;
DROP TRIGGER investment_refresh_performance_truncate ON portfolio.investment;
DROP FUNCTION portfolio.truncate_refresh_performance();
DROP TRIGGER wallet_refresh_performance ON portfolio.wallet;
DROP FUNCTION portfolio.wallet_refresh_performance();
DROP TRIGGER valuation_report_refresh_performance_delete ON portfolio.valuation_report;
DROP TRIGGER valuation_report_refresh_performance_update ON portfolio.valuation_report;
DROP TRIGGER valuation_report_refresh_performance_insert ON portfolio.valuation_report;
DROP FUNCTION portfolio.valuation_refresh_performance();
DROP TRIGGER investment_refresh_performance_delete ON portfolio.investment;
DROP TRIGGER investment_refresh_performance_update ON portfolio.investment;
DROP TRIGGER investment_refresh_performance_insert ON portfolio.investment;
DROP FUNCTION portfolio.investment_refresh_performance();
DROP FUNCTION portfolio.refresh_performance_figures(uuid[], uuid[]);
DROP FUNCTION portfolio.refresh_value_history(uuid[]);
DROP FUNCTION portfolio.company_value_today(uuid[], uuid);
DROP FUNCTION portfolio.company_value_changes(uuid[]);
DROP INDEX portfolio.valuation_report_valuation_date_idx;
DROP INDEX portfolio.investment_investment_date_idx;
DROP TABLE portfolio_figures.organization_value_delta;
DROP TABLE portfolio_figures.company_value_history;
DROP TABLE portfolio_figures.wallet_performance;
DROP TABLE portfolio_figures.company_performance;
DROP VIEW portfolio_figures.organization_performance_computed;
DROP VIEW portfolio_figures.wallet_performance_computed;
DROP VIEW portfolio_figures.company_performance_computed;
DROP SCHEMA portfolio_figures;
