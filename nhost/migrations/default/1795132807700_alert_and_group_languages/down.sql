ALTER TABLE portfolio.wallet
  DROP COLUMN pt_br_group_name_sort,
  DROP COLUMN en_group_name_sort,
  DROP CONSTRAINT wallet_group_names_together,
  DROP COLUMN en_group_name;
ALTER TABLE portfolio.wallet RENAME COLUMN pt_br_group_name TO group_name;

ALTER TABLE portfolio.alert
  DROP CONSTRAINT alert_titles_not_blank,
  DROP COLUMN en_message,
  DROP COLUMN en_title;
ALTER TABLE portfolio.alert RENAME COLUMN pt_br_message TO message;
ALTER TABLE portfolio.alert RENAME COLUMN pt_br_title TO title;
ALTER TABLE portfolio.alert ADD CONSTRAINT alert_title_not_blank CHECK (btrim(title) <> '');
