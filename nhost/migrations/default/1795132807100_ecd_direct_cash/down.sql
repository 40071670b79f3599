CREATE OR REPLACE VIEW accounting.classified_transaction AS
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
DROP TRIGGER transaction_classified ON accounting.transaction;
CREATE TRIGGER transaction_classified AFTER UPDATE ON accounting.transaction
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION accounting.mapping_changed();
DROP FUNCTION accounting.transaction_reclassified();
DROP TRIGGER import_batch_allocate_entry_cash ON accounting.import_batch;
DROP FUNCTION accounting.import_batch_allocate_entry_cash();
DROP FUNCTION accounting.allocate_entry_cash(uuid);
ALTER TABLE accounting.transaction DROP COLUMN cash_effect;
SELECT accounting.refresh_monthly_figures(array_agg(DISTINCT client_id))
FROM accounting.import_batch WHERE source = 'ecd' AND status = 'applied' HAVING count(*) > 0;
