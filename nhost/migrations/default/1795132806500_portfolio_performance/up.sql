-- What the home and dashboard screens read: invested, current value and the counts behind MOIC's "not computable",
-- summed in the database per organization, wallet and company, and per quarter, so the browser receives a few rows
-- instead of every investment (the large set has 100,000 of them in one organization).
--
-- The figures are those of the performance tab (src/features/investments/performanceRows.ts, common/finance):
--   * invested is the net amount;
--   * the current value of an investment is its company's latest valuation (latest valuation_date, then latest
--     created_at) times its share, valuation × share × 0.01 exactly, rounded half-even to cents once
--     (common/finance/money.ts, percentOf);
--   * amounts of different currencies are never added: every view has one row per currency. An investment counts in
--     its own currency (invested, investments, unvalued) and its value counts in the currency of its valuation; when
--     the two differ it is "mismatched" in both rows, and the portal calls MOIC not computable there (no exchange
--     rates). An investment whose company has no valuation is "unvalued": the value is unknown, not zero;
--   * investments counts them in their own currency, valued in the currency of their valuation.
--
-- These are plain views, tracked by the metadata with a select permission per organization member, like tables.
-- A filter on organization_id (or wallet_id, company_id) is pushed down by PostgreSQL into the grouped subqueries,
-- so one organization's figures are computed from that organization's rows only.

-- Half-even rounding to cents of a non-negative amount (banker's rounding, as common/finance rounds): round()
-- rounds ties away from zero, so an exact half cent whose cent digit is even is truncated instead.
-- Not STRICT, so that PostgreSQL inlines it (a STRICT function whose body is not provably strict is called row by
-- row instead); a null amount gives null all the same.
CREATE FUNCTION portfolio.round_half_even_cents(amount numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN mod(amount, 0.01) = 0.005 AND mod(trunc(amount, 2) * 100, 2) = 0
              THEN trunc(amount, 2) ELSE round(amount, 2) END
$$;
COMMENT ON FUNCTION portfolio.round_half_even_cents(numeric) IS 'Rounds a non-negative amount half-even to cents, as the portal''s common/finance does.';

-- One row per investment, with the valuation that is current for its company and the value of its stake: what the
-- views below sum, and tracked too, for a screen that lists investments with their value.
CREATE VIEW portfolio.investment_value AS
SELECT i.id AS investment_id, i.wallet_id, i.company_id, w.organization_id, i.investment_date, i.currency,
       i.net_amount, i.share_percentage, v.valuation_date, v.valuation_currency,
       portfolio.round_half_even_cents(stake.exact) AS current_value
FROM portfolio.investment i
JOIN portfolio.wallet w ON w.id = i.wallet_id
LEFT JOIN LATERAL (
  SELECT r.valuation_date, r.valuation_currency, r.valuation_amount
  FROM portfolio.valuation_report r
  WHERE r.company_id = i.company_id
  ORDER BY r.valuation_date DESC, r.created_at DESC, r.id DESC
  LIMIT 1
) v ON true
-- OFFSET 0 keeps the product a column of its own: the rounding reads it four times, and would otherwise repeat it.
CROSS JOIN LATERAL (SELECT v.valuation_amount * i.share_percentage * 0.01 AS exact OFFSET 0) stake;
COMMENT ON VIEW portfolio.investment_value IS 'Each investment with its company''s current valuation and the value of its stake (valuation × share, half-even to cents).';

-- The three summaries below share one shape. The inner query groups investments by their currency and their
-- valuation's currency (a handful of rows per scope); the VALUES turn each group into two legs, what was invested
-- (in the investment's currency) and what it is worth (in the valuation's currency), which the outer query sums per
-- currency. Splitting legs after grouping keeps the per-investment work to one pass.

CREATE VIEW portfolio.organization_performance AS
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
COMMENT ON VIEW portfolio.organization_performance IS 'Per organization and currency: net invested, current value (latest valuation × share), and how many investments are unvalued or valued in another currency.';

CREATE VIEW portfolio.wallet_performance AS
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
COMMENT ON VIEW portfolio.wallet_performance IS 'Per wallet and currency: net invested, current value (latest valuation × share), and how many investments are unvalued or valued in another currency.';

CREATE VIEW portfolio.company_performance AS
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
COMMENT ON VIEW portfolio.company_performance IS 'Per company (all wallets of its organization together) and currency: net invested, current value, and how many investments are unvalued or valued in another currency.';

-- Invested and current value of an organization at the end of every quarter since its first investment, and today.
--
-- At a date, each company's stake is the investments made up to then, valued at the company's latest valuation
-- dated up to then. The value of a date is summed exactly and rounded once, not investment by investment as above:
-- that would cost a pass over every investment for every date (100,000 × 13 in the large set). Today's point can
-- therefore differ from organization_performance by the cents of that rounding, which is why the portal shows this
-- series in whole units.
--
-- The LATERAL over organization makes a filter on organization_id select the organization first, so every step
-- below reads that organization's rows only. The dates are MATERIALIZED: computed once, not once per comparison.
-- The end of every quarter from the one of `since` up to today, and today: the dates of the history. PL/pgSQL and
-- ROWS 16, so that the planner sees a few dates (three or four years) instead of generate_series's default 1,000:
-- with that guess the history's plan looked a hundred times costlier than it is, and PostgreSQL spent longer
-- JIT-compiling it than running it.
CREATE FUNCTION portfolio.quarter_ends(since date) RETURNS SETOF date
  LANGUAGE plpgsql STABLE PARALLEL SAFE ROWS 16 AS $$
BEGIN
  RETURN QUERY
    SELECT least((q + interval '3 months - 1 day')::date, current_date)
    FROM generate_series(date_trunc('quarter', since::timestamp), current_date::timestamp, interval '3 months') AS q;
END;
$$;
COMMENT ON FUNCTION portfolio.quarter_ends(date) IS 'The end of every quarter from the one of the given date up to today, and today.';

CREATE VIEW portfolio.organization_value_history AS
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
COMMENT ON VIEW portfolio.organization_value_history IS 'Per organization, currency and date (each quarter end since its first investment, and today): net invested to date and the value of the stakes held then.';
