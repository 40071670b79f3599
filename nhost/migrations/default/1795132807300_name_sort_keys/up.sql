-- Lists sorted by a name follow the reader's language: "Ômega" sorts with the O's, "árvore" before "Beta". A plain
-- ORDER BY name compares bytes in the default collation of the database, which is "C" in PGlite (it has no ICU) and
-- whatever the server was created with elsewhere, so accents sorted after "z" and capitals before small letters, and
-- the two databases did not even agree.
--
-- Each name a list sorts by gets a sort key beside it: the name with the accents and the case of the Latin letters
-- folded (portfolio.sort_key), in collation "C", so that every PostgreSQL sorts the keys the same way. Lists sort by
-- the key, then by the name itself (Omega before ômega), then by the id. A key is a plain column to Hasura: a stored
-- generated column on our own tables, and a view beside the tables Hasura Auth and Hasura Storage own (auth.users,
-- storage.files), whose structure we leave as they made it. No role writes a key.

-- The fold: the letters of Latin-1 and Latin Extended-A to their base letter, ligatures spelled out, then the case of
-- ASCII (lower in collation "C" touches ASCII alone, whatever the database's locale, so the result is the same
-- everywhere). Every other character is left as it is.
CREATE FUNCTION portfolio.sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(value,
      'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'ß', 'ss'), 'Ĳ', 'ij'), 'ĳ', 'ij'), 'Þ', 'th'), 'þ', 'th'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĸĹĺĻļĽľĿŀŁłŃńŅņŇňŉŊŋŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ',
    'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkkllllllllllnnnnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs'
  ) COLLATE "C")
$$;
COMMENT ON FUNCTION portfolio.sort_key(text) IS 'A name as lists sort it: Latin accents and case folded ("Ômega" -> "omega"); compare the keys in collation "C".';

ALTER TABLE portfolio.organization
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(name)) STORED NOT NULL;
COMMENT ON COLUMN portfolio.organization.name_sort IS 'The name as lists sort it (portfolio.sort_key); sort by it, then by name.';

ALTER TABLE portfolio.company
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(name)) STORED NOT NULL;
COMMENT ON COLUMN portfolio.company.name_sort IS 'The name as lists sort it (portfolio.sort_key); sort by it, then by name.';
-- My companies pages through an organization's companies in this order (ten thousand in the large seed).
DROP INDEX portfolio.company_organization_id_name_idx;
CREATE INDEX company_organization_id_name_sort_idx ON portfolio.company (organization_id, name_sort, name, id);

ALTER TABLE portfolio.wallet
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(name::text)) STORED NOT NULL;
COMMENT ON COLUMN portfolio.wallet.name_sort IS 'The name as lists sort it (portfolio.sort_key); sort by it, then by name.';

ALTER TABLE portfolio.segment
  ADD COLUMN en_name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(en_name)) STORED NOT NULL,
  ADD COLUMN pt_br_name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(pt_br_name)) STORED NOT NULL;
COMMENT ON COLUMN portfolio.segment.en_name_sort IS 'The English name as lists sort it (portfolio.sort_key); sort by it, then by en_name.';
COMMENT ON COLUMN portfolio.segment.pt_br_name_sort IS 'The Brazilian Portuguese name as lists sort it (portfolio.sort_key); sort by it, then by pt_br_name.';

ALTER TABLE portfolio.invite
  ADD COLUMN name_sort text COLLATE "C" GENERATED ALWAYS AS (portfolio.sort_key(name)) STORED NOT NULL;
COMMENT ON COLUMN portfolio.invite.name_sort IS 'The invitee''s name as lists sort it (portfolio.sort_key); sort by it, then by name.';

-- People's names, for the members, followers, wallet users and uploaders lists: auth.users.display_name's key.
CREATE VIEW portfolio.user_sort AS
  SELECT id AS user_id, portfolio.sort_key(display_name) COLLATE "C" AS display_name_sort
  FROM auth.users;
COMMENT ON VIEW portfolio.user_sort IS 'Each user''s display name as lists sort it (portfolio.sort_key), beside auth.users, which Hasura Auth owns.';

-- Stored files' names, for the dataroom: storage.files.name's key.
CREATE VIEW portfolio.file_sort AS
  SELECT id AS file_id, portfolio.sort_key(name) COLLATE "C" AS name_sort
  FROM storage.files;
COMMENT ON VIEW portfolio.file_sort IS 'Each stored file''s name as lists sort it (portfolio.sort_key), beside storage.files, which Hasura Storage owns.';
