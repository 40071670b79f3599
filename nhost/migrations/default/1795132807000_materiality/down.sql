ALTER TABLE portfolio.organization DROP COLUMN materiality_percent;
