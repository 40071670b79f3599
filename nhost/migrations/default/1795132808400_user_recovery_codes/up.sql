-- Recovery codes for two-step verification (ours; hasura-auth has none): ten single-use codes per user, kept only as
-- hashes (server/auth/recoveryCodes.ts). A new set replaces the old one; turning TOTP off deletes them; a spent code
-- keeps its row with used_at set, so the count of those left is the rows without it.
CREATE TABLE auth.user_recovery_codes (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  CONSTRAINT user_recovery_codes_pkey PRIMARY KEY (id),
  CONSTRAINT user_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT user_recovery_codes_user_id_code_hash_key UNIQUE (user_id, code_hash)
);
COMMENT ON TABLE auth.user_recovery_codes IS 'Single-use recovery codes for two-step verification (SHA-256 hashes only); not exposed through GraphQL.';
