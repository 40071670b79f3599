DROP VIEW accounting.own_transfer;
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
CREATE OR REPLACE FUNCTION accounting.transaction_reclassified() RETURNS trigger
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
DROP TRIGGER import_batch_match_own_transfers ON accounting.import_batch;
DROP FUNCTION accounting.import_batch_match_own_transfers();
DROP FUNCTION accounting.match_own_transfers(uuid);
ALTER TABLE accounting.transaction DROP COLUMN transfer_id;
-- The transfers count as receipts and payments again.
SELECT accounting.refresh_monthly_figures(array_agg(DISTINCT client_id))
FROM accounting.import_batch WHERE source = 'ofx' AND status = 'applied' HAVING count(*) > 0;
