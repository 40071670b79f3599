ALTER TABLE portfolio.kpi_request ALTER COLUMN send_on SET DEFAULT current_date;
