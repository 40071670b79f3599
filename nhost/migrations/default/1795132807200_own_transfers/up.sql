-- Transfers between the company's own bank accounts. An OFX holds the bank's side only, and its lines count as cash
-- in or out of the cash account they are on; when the company moves money from its account at bank A to its account
-- at bank B and both statements are imported, the same money is a payment in A's statement and a receipt in B's, and
-- the cash flow shows both although no money came in or went out. An ECD already keeps such a transfer out (cash
-- against cash is no flow, see the ECD direct cash migration); this does the same for statements.
--
-- The two lines of one transfer are paired in the database, when a statement applies, and share a transfer_id; a
-- paired line feeds no category and no "not classified" amount. Each line stays on its account, so the accounts'
-- balances and the cash position still move. accounting.own_transfer lists the transfers kept apart, so a screen can
-- show them.
--
-- The rule (accounting.match_own_transfers), conservative because a wrong pair hides a real payment and a real
-- receipt: among the client's lines of applied batches other than ECDs on cash accounts (is_cash), neither already
-- paired, a payment (amount < 0) on one cash account pairs with a receipt of exactly the opposite amount on another
-- cash account of the same client, dated at most 3 days before or after it (a TED or a DOC clears in a day or two,
-- and a weekend can come between). When a line has several candidates, the closest dates pair first, then the most
-- words in common in their descriptions (memo and name), then the lowest ids; each line is in one pair at most. The
-- result is the greedy matching in that order, found in rounds of pairs that are each other's best candidate (the
-- same matching, as set operations): one UPDATE a round, usually one or two rounds.

ALTER TABLE accounting.transaction ADD COLUMN transfer_id uuid;
COMMENT ON COLUMN accounting.transaction.transfer_id IS 'Shared by the two lines of a transfer between two of the client''s own cash accounts (a payment in one statement, the receipt in the other), which are no receipt nor payment; null for every other line. Set by accounting.match_own_transfers.';
-- Most lines are no transfer: the index holds the paired ones only, which is what looking a partner up needs.
CREATE INDEX transaction_transfer_id_idx ON accounting.transaction (transfer_id) WHERE transfer_id IS NOT NULL;

-- Pairs the client's unpaired transfers, and first takes apart pairs that no longer stand: a partner gone, or no
-- longer in an applied batch (its statement failed or was replaced), or no longer on a cash account. Returns how many
-- lines it paired or unpaired.
CREATE FUNCTION accounting.match_own_transfers(client uuid) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  paired integer;
BEGIN
  -- Two statements of the client applying at once would each miss the other's lines (neither is committed): the
  -- second waits here for the first to commit, and then sees its lines.
  PERFORM pg_advisory_xact_lock(hashtextextended('accounting.match_own_transfers:' || client, 0));

  -- A pair stands while both its lines are on the client's cash accounts in applied batches other than ECDs.
  WITH standing AS (
    SELECT t.transfer_id, count(*) FILTER (WHERE ca.is_cash AND b.status = 'applied' AND b.source <> 'ecd') AS counted
    FROM accounting.transaction t
    JOIN accounting.client_account ca ON ca.id = t.client_account_id AND ca.client_id = client
    JOIN accounting.import_batch b ON b.id = t.batch_id
    WHERE t.transfer_id IS NOT NULL
    GROUP BY t.transfer_id
  )
  UPDATE accounting.transaction t SET transfer_id = NULL
  FROM standing s WHERE s.counted <> 2 AND t.transfer_id = s.transfer_id;
  GET DIAGNOSTICS changed = ROW_COUNT;

  -- One cash account has no transfer to pair (a single bank's large statement costs nothing here).
  IF (SELECT count(*) FROM accounting.client_account WHERE client_id = client AND is_cash) < 2 THEN
    RETURN changed;
  END IF;

  LOOP
    -- The candidates come from one sort of the lines by amount and date, not from joining the lines with themselves:
    -- such a join is planned on estimates, a statement just written has no statistics yet (they are taken after this,
    -- see import_batch_status_changed), and planned as a nested loop (as it was when the estimate said one line) it
    -- compared every payment with every line: 16,666 × 40,000, minutes.
    WITH line AS MATERIALIZED (
      SELECT t, t.amount, t.occurred_on
      FROM accounting.transaction t
      JOIN accounting.client_account ca ON ca.id = t.client_account_id AND ca.is_cash AND ca.client_id = client
      JOIN accounting.import_batch b ON b.id = t.batch_id AND b.status = 'applied' AND b.source <> 'ecd'
      WHERE t.transfer_id IS NULL AND NOT t.is_closing AND t.amount <> 0
    ), near AS (
      -- Each line with the receipts of the same amount dated at most 3 days before or after it.
      SELECT l.t AS p, array_agg(l.t) FILTER (WHERE l.amount > 0) OVER (
               PARTITION BY abs(l.amount) ORDER BY l.occurred_on RANGE BETWEEN '3 days' PRECEDING AND '3 days' FOLLOWING) AS receipts
      FROM line l
    ), candidate AS (
      SELECT (n.p).id AS paid, r.id AS received, abs(r.occurred_on - (n.p).occurred_on) AS days,
             -- Words (three letters or more, case aside) both lines' descriptions hold.
             (SELECT count(*) FROM (
                SELECT regexp_split_to_table(lower(concat_ws(' ', (n.p).description, (n.p).counterparty)), '[[:space:][:punct:]]+')
                INTERSECT
                SELECT regexp_split_to_table(lower(concat_ws(' ', r.description, r.counterparty)), '[[:space:][:punct:]]+')
              ) w (word) WHERE length(w.word) >= 3) AS shared
      FROM near n
      CROSS JOIN LATERAL unnest(n.receipts) AS r
      WHERE (n.p).amount < 0 AND r.client_account_id <> (n.p).client_account_id
    ), ranked AS (
      -- One order for every candidate (days, then words in common, then the payment's id, then the receipt's), seen
      -- from each of its two lines.
      SELECT paid, received,
             row_number() OVER (PARTITION BY paid ORDER BY days, shared DESC, received) AS paid_rank,
             row_number() OVER (PARTITION BY received ORDER BY days, shared DESC, paid) AS received_rank
      FROM candidate
    ), pair AS (
      SELECT paid, received, md5('own-transfer:' || paid || '/' || received)::uuid AS transfer_id
      FROM ranked WHERE paid_rank = 1 AND received_rank = 1
    )
    UPDATE accounting.transaction t SET transfer_id = pair.transfer_id
    FROM (SELECT paid AS id, transfer_id FROM pair UNION ALL SELECT received, transfer_id FROM pair) pair
    WHERE t.id = pair.id;
    GET DIAGNOSTICS paired = ROW_COUNT;
    EXIT WHEN paired = 0;
    changed := changed + paired;
  END LOOP;
  RETURN changed;
END $$;
COMMENT ON FUNCTION accounting.match_own_transfers(uuid) IS 'Pairs the client''s transfers between its own cash accounts (opposite amounts on two cash accounts, at most 3 days apart, closest first, then most words in common, then by id) in applied batches other than ECDs, and unpairs lines whose partner is gone or no longer applied; returns the lines changed. See accounting.transaction.transfer_id.';

-- Pairing writes transfer_id, which is no change of classification, but every UPDATE of a transaction runs
-- transaction_reclassified, which compares the statement's old and new rows. PL/pgSQL plans that comparison once per
-- session and keeps the plan: planned on the few rows of an earlier update (or none), it joined the 18,200 rows of a
-- large pairing as a nested loop, 40 s. The same comparison, planned for the rows at hand each time.
CREATE OR REPLACE FUNCTION accounting.transaction_reclassified() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
    SELECT accounting.refresh_monthly_figures(array_agg(DISTINCT ca.client_id))
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN accounting.client_account ca ON ca.id = n.client_account_id
    WHERE n.account_id IS DISTINCT FROM o.account_id
    HAVING count(*) > 0 $sql$;
  RETURN NULL;
END $$;

-- When a statement applies, before its figures are derived: AFTER triggers of one event run in name order, and this
-- one's name comes before import_batch_status_changed's, which refreshes the figures. When one stops being applied
-- (replaced, or failed), its lines leave the books: the lines they were paired with count again, and the figures are
-- derived again here, since import_batch_status_changed derives them only for a batch that applies. ECDs are left
-- out: their lines are never paired, and a transfer in an ECD is already no flow.
CREATE FUNCTION accounting.import_batch_match_own_transfers() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM accounting.match_own_transfers(NEW.client_id);
  IF NEW.status <> 'applied' THEN
    PERFORM accounting.refresh_monthly_figures(ARRAY[NEW.client_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER import_batch_match_own_transfers AFTER UPDATE OF status ON accounting.import_batch
  FOR EACH ROW WHEN (NEW.source <> 'ecd' AND (NEW.status = 'applied') <> (OLD.status = 'applied'))
  EXECUTE FUNCTION accounting.import_batch_match_own_transfers();

-- A paired line is no receipt nor payment: it feeds no category and no "not classified" amount, as an ECD's transfer
-- between cash accounts feeds none.
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
WHERE NOT t.is_closing AND t.transfer_id IS NULL
  AND CASE WHEN b.source = 'ecd' THEN t.cash_effect IS NOT NULL ELSE ca.nature IN ('result', 'cash_flow') OR ca.is_cash END;
COMMENT ON VIEW accounting.classified_transaction IS 'Each transaction of an applied batch that feeds the cash flow, with its cash effect and the category it feeds (null when unmapped): a spreadsheet''s lines, an OFX''s bank lines but those of a transfer between the client''s own cash accounts, and an ECD''s lines on the other side of the cash (their share of the cash their entry moved).';

-- The transfers kept apart, one row each: from the account the payment line is on to the account the receipt line
-- is on, in the payment's month, for the amount moved (positive).
CREATE VIEW accounting.own_transfer AS
SELECT ca.client_id, date_trunc('month', p.occurred_on)::date AS month, p.transfer_id,
       p.client_account_id AS from_client_account_id, r.client_account_id AS to_client_account_id,
       p.occurred_on, r.occurred_on AS received_on, r.amount
FROM accounting.transaction p
JOIN accounting.import_batch pb ON pb.id = p.batch_id AND pb.status = 'applied'
JOIN accounting.client_account ca ON ca.id = p.client_account_id
JOIN accounting.transaction r ON r.transfer_id = p.transfer_id AND r.id <> p.id AND r.amount > 0
JOIN accounting.import_batch rb ON rb.id = r.batch_id AND rb.status = 'applied'
WHERE p.transfer_id IS NOT NULL AND p.amount < 0;
COMMENT ON VIEW accounting.own_transfer IS 'Transfers between a client''s own cash accounts that statements hold on both sides, kept out of receipts and payments: from and to which account, the payment''s date and month, the receipt''s date, the amount moved.';

-- Statements applied before: their transfers paired now, and their figures again.
SELECT accounting.match_own_transfers(c.client_id)
FROM (SELECT DISTINCT client_id FROM accounting.import_batch WHERE source = 'ofx' AND status = 'applied' ORDER BY client_id) c;
SELECT accounting.refresh_monthly_figures(array_agg(DISTINCT client_id))
FROM accounting.import_batch WHERE source = 'ofx' AND status = 'applied' HAVING count(*) > 0;
