-- A request created without a send day goes out today in São Paulo, the day the KPI mailer reads as "today"
-- (server/kpi/kpiMailer.ts). `current_date` is the database session's day: in UTC, from 21:00 to midnight in São Paulo
-- it is already tomorrow, and such a request waited until the next day to be mailed.
ALTER TABLE portfolio.kpi_request ALTER COLUMN send_on SET DEFAULT ((now() AT TIME ZONE 'America/Sao_Paulo')::date);
