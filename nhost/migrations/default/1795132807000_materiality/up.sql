-- Budget against actual marks a variance as material from a threshold each organization sets: a fund that reads
-- large companies may care about 2 %, one that reads seed-stage companies about 10 %. The 5 % default is the usual
-- starting point of management reporting (a variance at or above it is material).
ALTER TABLE portfolio.organization
  ADD COLUMN materiality_percent numeric(5, 2) DEFAULT 5 NOT NULL,
  ADD CONSTRAINT organization_materiality_percent_range CHECK (materiality_percent > 0 AND materiality_percent <= 100);
COMMENT ON COLUMN portfolio.organization.materiality_percent IS 'Budget against actual: a variance of at least this percentage of the budget is material (bold on the screens).';
