-- Alerts and wallet groups in both portal languages, as segments already are (en_name, pt_br_name): a portal read in
-- English showed the seeded alerts ("Runway abaixo de 6 meses") and groups ("Ativos reais") in Portuguese, because
-- each was stored in one language. The text a screen shows is data, so the data holds both and the portal reads the
-- one of its language.
--
-- What was stored becomes the Brazilian Portuguese text (the portal's first language). The English text starts as a
-- copy of it, translated here for the demo's own alerts and groups, so a database seeded before this reads in English
-- too. Whoever writes an alert or names a group gives both, as a segment is given both names (the create-wallet form
-- writes the group the user typed into both: it is the name they chose, in whichever language).

ALTER TABLE portfolio.alert RENAME COLUMN title TO pt_br_title;
ALTER TABLE portfolio.alert RENAME COLUMN message TO pt_br_message;
ALTER TABLE portfolio.alert
  ADD COLUMN en_title text,
  ADD COLUMN en_message text DEFAULT '' NOT NULL,
  DROP CONSTRAINT alert_title_not_blank;
UPDATE portfolio.alert SET
  en_title = CASE pt_br_title
    WHEN 'Relatório de valuation atrasado' THEN 'Valuation report overdue'
    WHEN 'Runway abaixo de 6 meses' THEN 'Runway below 6 months'
    WHEN 'Novos dados contábeis importados' THEN 'New accounting data imported'
    WHEN 'Despesas acima do orçamento' THEN 'Expenses over budget'
    WHEN 'Assembleia de cotistas agendada' THEN 'Unitholders'' meeting scheduled'
    ELSE pt_br_title END,
  en_message = CASE pt_br_message
    WHEN 'O último valuation trimestral ainda não foi enviado.' THEN 'The latest quarterly valuation has not been sent yet.'
    WHEN 'No ritmo atual de queima, o caixa dura menos de seis meses.' THEN 'At the current burn rate, cash lasts less than six months.'
    WHEN 'Os lançamentos do último mês foram importados.' THEN 'Last month''s entries were imported.'
    WHEN 'As despesas operacionais superaram o orçado em mais de 10%.' THEN 'Operating expenses exceeded the budget by more than 10%.'
    WHEN 'A assembleia anual foi marcada para o próximo mês.' THEN 'The annual meeting was set for next month.'
    ELSE pt_br_message END;
ALTER TABLE portfolio.alert
  ALTER COLUMN en_title SET NOT NULL,
  ADD CONSTRAINT alert_titles_not_blank CHECK (btrim(en_title) <> '' AND btrim(pt_br_title) <> '');
COMMENT ON COLUMN portfolio.alert.en_title IS 'The alert''s title in English.';
COMMENT ON COLUMN portfolio.alert.pt_br_title IS 'The alert''s title in Brazilian Portuguese.';
COMMENT ON COLUMN portfolio.alert.en_message IS 'What the alert says, in English; empty when the title says it all.';
COMMENT ON COLUMN portfolio.alert.pt_br_message IS 'What the alert says, in Brazilian Portuguese; empty when the title says it all.';

ALTER TABLE portfolio.wallet RENAME COLUMN group_name TO pt_br_group_name;
ALTER TABLE portfolio.wallet ADD COLUMN en_group_name text;
UPDATE portfolio.wallet SET en_group_name = CASE pt_br_group_name
    WHEN 'Setorial' THEN 'Sector-focused'
    WHEN 'Ativos reais' THEN 'Real assets'
    ELSE pt_br_group_name END
  WHERE pt_br_group_name IS NOT NULL;
ALTER TABLE portfolio.wallet
  ADD CONSTRAINT wallet_group_names_together CHECK ((en_group_name IS NULL) = (pt_br_group_name IS NULL)),
  ADD COLUMN en_group_name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(en_group_name)) STORED,
  ADD COLUMN pt_br_group_name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(pt_br_group_name)) STORED;
COMMENT ON COLUMN portfolio.wallet.en_group_name IS 'The wallet''s group in English (such as Venture capital); null with its Portuguese name when the wallet has no group.';
COMMENT ON COLUMN portfolio.wallet.pt_br_group_name IS 'The wallet''s group in Brazilian Portuguese (such as Ativos reais); null with its English name when the wallet has no group.';
COMMENT ON COLUMN portfolio.wallet.en_group_name_sort IS 'The English group name as lists sort it (portfolio.sort_key); sort by it, then by en_group_name.';
COMMENT ON COLUMN portfolio.wallet.pt_br_group_name_sort IS 'The Brazilian Portuguese group name as lists sort it (portfolio.sort_key); sort by it, then by pt_br_group_name.';
