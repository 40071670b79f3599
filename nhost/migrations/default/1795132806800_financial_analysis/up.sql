-- What the financial analysis reads besides the monthly figures per category (accounting.entry): the composition of
-- each figure by client account (the cash-flow table's x-ray), and the cash position per month (opening and closing
-- cash of the table, the runway's cash, the DFC's check against the balance sheet). Views over the books, so every
-- figure comes from the same applied batches as accounting.entry and nothing is stored twice.

-- A category's monthly figure split by the client accounts that feed it (account_id null: "não classificado").
-- cash_effect is signed as the cash moved: + money in, - money out, so for a category
--   Σ cash_effect = entry.value for a receipt category and -entry.value for a payment category.
CREATE VIEW accounting.category_composition AS
SELECT c.client_id, c.account_id, c.client_account_id, c.month,
       sum(c.cash_effect) AS cash_effect, count(*)::integer AS transactions
FROM accounting.classified_transaction c
GROUP BY c.client_id, c.account_id, c.client_account_id, c.month;
COMMENT ON VIEW accounting.category_composition IS 'Cash effect (+ in, - out) of each client account on each category per month, with its number of transactions: what a cell of the cash-flow table is made of.';

-- Cash and cash equivalents at each month: the sum over the client's cash accounts (is_cash) of each account's balance
-- for that month from an applied batch (ECD I155, an OFX ledger balance, the seed's bank account). Two statements of
-- one account can overlap a month: the balance taken latest (as_of, then the later import) is the account's, never
-- their sum. accounts says how many cash accounts the figure covers, as_of the latest day a balance was taken, and
-- sources where they came from, so a screen can say what the figure is made of.
CREATE VIEW accounting.cash_position AS
WITH latest AS (
  SELECT DISTINCT ON (b.client_account_id, b.month)
         ca.client_id, b.client_account_id, b.month, b.opening, b.debits, b.credits, b.closing,
         coalesce(b.as_of, (b.month + interval '1 month' - interval '1 day')::date) AS as_of, bt.source
  FROM accounting.balance b
  JOIN accounting.import_batch bt ON bt.id = b.batch_id AND bt.status = 'applied'
  JOIN accounting.client_account ca ON ca.id = b.client_account_id AND ca.is_cash
  ORDER BY b.client_account_id, b.month, b.as_of DESC NULLS LAST, bt.created_at DESC, b.id
)
SELECT client_id, month, sum(opening) AS opening, sum(debits) AS debits, sum(credits) AS credits, sum(closing) AS closing,
       max(as_of) AS as_of, count(*)::integer AS accounts, string_agg(DISTINCT source, ',' ORDER BY source) AS sources
FROM latest
GROUP BY client_id, month;
COMMENT ON VIEW accounting.cash_position IS 'Opening and closing cash of a client in a month: the sum of its cash accounts'' balances, how many accounts, as of when, and from which sources.';
