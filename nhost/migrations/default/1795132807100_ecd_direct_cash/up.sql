-- The cash flow of an ECD by the direct method. An ECD's entry (I200) moves cash when some of its lines are on cash
-- accounts; the cash it moves is the net of those lines, and it belongs to the accounts on the other side of the
-- entry, the ones the cash came from or went to: the customer who paid, the expense paid, the loan taken. Before this,
-- every line of a result account counted as cash (a sale on credit was cash in the month it was booked) and the cash
-- accounts' own lines counted again as "not classified", so an ECD's cash flow held its money twice.
--
-- Each line on the other side of a cash-moving entry gets its share of the entry's cash, in proportion to its amount,
-- rounded to the cent with the remainder on the largest line, so an entry's shares add up to its cash exactly. In the
-- usual entry (one cash line against one or more lines) a line's share is its own amount, signed as cash. Lines on
-- the cash's side get none: the cash lines themselves, and the part of a purchase left on credit (D expense 1,000 /
-- C cash 900 / C supplier 100 attributes −900 to the expense, nothing to the supplier). An entry without a cash line
-- moves no cash (an accrual, a depreciation). A transfer between the company's own cash accounts has lines on cash
-- accounts only, so it is neither a receipt nor a payment: it stays out of the flows, as the cash it is.
--
-- Spreadsheet and OFX batches keep their rule: a spreadsheet's lines are the flows themselves, and an OFX holds only
-- the bank's side.

ALTER TABLE accounting.transaction ADD COLUMN cash_effect numeric(20, 2);
COMMENT ON COLUMN accounting.transaction.cash_effect IS 'ECD lines: the cash (+ in, - out) of the line''s entry that this line accounts for, by the direct method; null for the cash lines, lines of entries that move no cash, and other sources.';

CREATE FUNCTION accounting.allocate_entry_cash(batch uuid) RETURNS void
  LANGUAGE sql AS $$
  WITH line AS (
    SELECT t.id, t.source_ref, t.occurred_on, t.amount, ca.is_cash
    FROM accounting.transaction t
    JOIN accounting.client_account ca ON ca.id = t.client_account_id
    WHERE t.batch_id = batch AND NOT t.is_closing AND t.source_ref IS NOT NULL
  ), entry AS (
    SELECT source_ref, occurred_on, sum(amount) AS cash
    FROM line WHERE is_cash
    GROUP BY source_ref, occurred_on
    HAVING sum(amount) <> 0
  ), other_side AS (
    SELECT l.id, l.source_ref, l.occurred_on, e.cash,
           round(e.cash * abs(l.amount) / sum(abs(l.amount)) OVER same_entry, 2) AS rounded,
           row_number() OVER (PARTITION BY l.source_ref, l.occurred_on ORDER BY abs(l.amount) DESC, l.id) AS rank
    FROM line l
    JOIN entry e ON e.source_ref = l.source_ref AND e.occurred_on = l.occurred_on
    WHERE NOT l.is_cash AND sign(l.amount) = -sign(e.cash)
    WINDOW same_entry AS (PARTITION BY l.source_ref, l.occurred_on)
  ), share AS (
    SELECT id, CASE WHEN rank = 1 THEN cash - (sum(rounded) OVER same_entry - rounded) ELSE rounded END AS cash_effect
    FROM other_side
    WINDOW same_entry AS (PARTITION BY source_ref, occurred_on)
  )
  UPDATE accounting.transaction t SET cash_effect = s.cash_effect FROM share s WHERE t.id = s.id;
$$;
COMMENT ON FUNCTION accounting.allocate_entry_cash(uuid) IS 'Gives each line of an ECD batch its share of the cash its entry moved (the direct method); see accounting.transaction.cash_effect.';

-- When an ECD applies, before its figures are derived: AFTER triggers of one event run in name order, and this one's
-- name comes before import_batch_status_changed's, which refreshes the figures.
CREATE FUNCTION accounting.import_batch_allocate_entry_cash() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM accounting.allocate_entry_cash(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER import_batch_allocate_entry_cash AFTER UPDATE OF status ON accounting.import_batch
  FOR EACH ROW WHEN (NEW.status = 'applied' AND OLD.status IS DISTINCT FROM 'applied' AND NEW.source = 'ecd')
  EXECUTE FUNCTION accounting.import_batch_allocate_entry_cash();

-- Writing the shares is no change of classification: only a transaction classified by hand (its account_id changed)
-- refreshes the figures. (A trigger with transition tables cannot name its columns, so it compares old and new rows.)
CREATE FUNCTION accounting.transaction_reclassified() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM accounting.refresh_monthly_figures(array_agg(DISTINCT ca.client_id))
  FROM new_rows n
  JOIN old_rows o ON o.id = n.id
  JOIN accounting.client_account ca ON ca.id = n.client_account_id
  WHERE n.account_id IS DISTINCT FROM o.account_id
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
DROP TRIGGER transaction_classified ON accounting.transaction;
CREATE TRIGGER transaction_classified AFTER UPDATE ON accounting.transaction
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounting.transaction_reclassified();

CREATE OR REPLACE VIEW accounting.classified_transaction AS
SELECT t.id AS transaction_id, t.client_account_id, ca.client_id, date_trunc('month', t.occurred_on)::date AS month,
       t.amount,
       CASE WHEN b.source = 'ecd' THEN t.cash_effect WHEN ca.is_cash THEN t.amount ELSE -t.amount END AS cash_effect,
       coalesce(t.account_id, m.account_id) AS account_id, t.created_at
FROM accounting.transaction t
JOIN accounting.import_batch b ON b.id = t.batch_id AND b.status = 'applied'
JOIN accounting.client_account ca ON ca.id = t.client_account_id
LEFT JOIN LATERAL (
  SELECT am.account_id FROM accounting.account_mapping am
  WHERE am.client_account_id = t.client_account_id AND am.valid_from <= t.occurred_on
  ORDER BY am.valid_from DESC LIMIT 1
) m ON true
WHERE NOT t.is_closing
  AND CASE WHEN b.source = 'ecd' THEN t.cash_effect IS NOT NULL ELSE ca.nature IN ('result', 'cash_flow') OR ca.is_cash END;
COMMENT ON VIEW accounting.classified_transaction IS 'Each transaction of an applied batch that feeds the cash flow, with its cash effect and the category it feeds (null when unmapped): a spreadsheet''s lines, an OFX''s bank lines, and an ECD''s lines on the other side of the cash (their share of the cash their entry moved).';

-- ECDs applied before: their shares now, and their figures again.
SELECT accounting.allocate_entry_cash(id) FROM accounting.import_batch WHERE source = 'ecd' AND status = 'applied';
SELECT accounting.refresh_monthly_figures(array_agg(DISTINCT client_id))
FROM accounting.import_batch WHERE source = 'ecd' AND status = 'applied' HAVING count(*) > 0;
