-- Which members of an organization sign in with two-step verification (TOTP), for its owners: a view beside
-- portfolio.organization_user, so that the flag is read through the membership, and only an owner of that
-- organization may read it (the view's select permission); auth.users, which Hasura Auth owns, is left as it is.
CREATE VIEW portfolio.organization_member_security AS
  SELECT ou.id AS membership_id, ou.organization_id, ou.user_id, coalesce(u.active_mfa_type = 'totp', false) AS totp_enabled
  FROM portfolio.organization_user ou
  JOIN auth.users u ON u.id = ou.user_id;
COMMENT ON VIEW portfolio.organization_member_security IS 'Whether each member signs in with two-step verification (TOTP); read by the organization''s owners.';
