DROP VIEW portfolio.organization_value_history;
DROP FUNCTION portfolio.quarter_ends(date);
DROP VIEW portfolio.company_performance;
DROP VIEW portfolio.wallet_performance;
DROP VIEW portfolio.organization_performance;
DROP VIEW portfolio.investment_value;
DROP FUNCTION portfolio.round_half_even_cents(numeric);
