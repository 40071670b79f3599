-- The auth schema exactly as Nhost's hasura-auth (v0.42, after its migration 00018) creates it, so that a real
-- hasura-auth can run against this database and finds nothing left to migrate, and our own auth service (server/auth)
-- reads and writes the same tables. Roles add `investor`, the portal's default role.

CREATE EXTENSION IF NOT EXISTS citext;

CREATE SCHEMA auth;

CREATE DOMAIN auth.email AS citext
  CONSTRAINT email_check CHECK (
    VALUE ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
  );

CREATE FUNCTION auth.set_current_timestamp_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  _new record;
BEGIN
  _new := new;
  _new.updated_at = now();
  RETURN _new;
END;
$$;

CREATE TABLE auth.roles (
  role text NOT NULL,
  CONSTRAINT roles_pkey PRIMARY KEY (role)
);
COMMENT ON TABLE auth.roles IS 'Persistent Hasura roles for users. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TABLE auth.providers (
  id text NOT NULL,
  CONSTRAINT providers_pkey PRIMARY KEY (id)
);
COMMENT ON TABLE auth.providers IS 'List of available Oauth providers. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TABLE auth.provider_requests (
  id uuid NOT NULL,
  options jsonb,
  CONSTRAINT provider_requests_pkey PRIMARY KEY (id)
);
COMMENT ON TABLE auth.provider_requests IS 'Oauth requests, inserted before redirecting to the provider''s site. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TABLE auth.refresh_token_types (
  value text NOT NULL,
  comment text,
  CONSTRAINT refresh_token_types_pkey PRIMARY KEY (value)
);

CREATE TABLE auth.users (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  last_seen timestamptz,
  disabled boolean DEFAULT false NOT NULL,
  display_name text DEFAULT '' NOT NULL,
  avatar_url text DEFAULT '' NOT NULL,
  locale varchar(2) NOT NULL,
  email auth.email,
  phone_number text,
  password_hash text,
  email_verified boolean DEFAULT false NOT NULL,
  phone_number_verified boolean DEFAULT false NOT NULL,
  new_email auth.email,
  otp_method_last_used text,
  otp_hash text,
  otp_hash_expires_at timestamptz DEFAULT now() NOT NULL,
  default_role text DEFAULT 'user' NOT NULL,
  is_anonymous boolean DEFAULT false NOT NULL,
  totp_secret text,
  active_mfa_type text,
  ticket text,
  ticket_expires_at timestamptz DEFAULT now() NOT NULL,
  metadata jsonb,
  webauthn_current_challenge text,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_phone_number_key UNIQUE (phone_number),
  CONSTRAINT active_mfa_types_check CHECK (active_mfa_type = 'totp' OR active_mfa_type = 'sms'),
  CONSTRAINT fk_default_role FOREIGN KEY (default_role) REFERENCES auth.roles (role)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE auth.users IS 'User account information. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TRIGGER set_auth_users_updated_at BEFORE UPDATE ON auth.users
  FOR EACH ROW EXECUTE FUNCTION auth.set_current_timestamp_updated_at();

CREATE TABLE auth.user_roles (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  user_id uuid NOT NULL,
  role text NOT NULL,
  CONSTRAINT user_roles_pkey PRIMARY KEY (id),
  CONSTRAINT user_roles_user_id_role_key UNIQUE (user_id, role),
  CONSTRAINT fk_role FOREIGN KEY (role) REFERENCES auth.roles (role) ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE auth.user_roles IS 'Roles of users. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TABLE auth.refresh_tokens (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  expires_at timestamptz NOT NULL,
  user_id uuid NOT NULL,
  metadata jsonb,
  type text DEFAULT 'regular' NOT NULL,
  refresh_token_hash varchar(255),
  CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT refresh_tokens_types_fkey FOREIGN KEY (type) REFERENCES auth.refresh_token_types (value)
    ON UPDATE RESTRICT ON DELETE RESTRICT
);
COMMENT ON TABLE auth.refresh_tokens IS 'User refresh tokens. Hasura auth uses them to rotate new access tokens as long as the refresh token is not expired. Don''t modify its structure as Hasura Auth relies on it to function properly.';
CREATE INDEX refresh_tokens_refresh_token_hash_expires_at_user_id_idx
  ON auth.refresh_tokens (refresh_token_hash, expires_at, user_id);

CREATE TABLE auth.user_providers (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  user_id uuid NOT NULL,
  access_token text NOT NULL,
  refresh_token text,
  provider_id text NOT NULL,
  provider_user_id text NOT NULL,
  CONSTRAINT user_providers_pkey PRIMARY KEY (id),
  CONSTRAINT user_providers_provider_id_provider_user_id_key UNIQUE (provider_id, provider_user_id),
  CONSTRAINT fk_provider FOREIGN KEY (provider_id) REFERENCES auth.providers (id)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE auth.user_providers IS 'Active providers for a given user. Don''t modify its structure as Hasura Auth relies on it to function properly.';

CREATE TRIGGER set_auth_user_providers_updated_at BEFORE UPDATE ON auth.user_providers
  FOR EACH ROW EXECUTE FUNCTION auth.set_current_timestamp_updated_at();

CREATE TABLE auth.user_security_keys (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id uuid NOT NULL,
  credential_id text NOT NULL,
  credential_public_key bytea,
  counter bigint DEFAULT 0 NOT NULL,
  transports varchar(255) DEFAULT '' NOT NULL,
  nickname text,
  CONSTRAINT user_security_keys_pkey PRIMARY KEY (id),
  CONSTRAINT user_security_key_credential_id_key UNIQUE (credential_id),
  CONSTRAINT fk_user FOREIGN KEY (user_id) REFERENCES auth.users (id) ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE auth.user_security_keys IS 'User webauthn security keys. Don''t modify its structure as Hasura Auth relies on it to function properly.';

-- Foreign-key indexes hasura-auth does not create but every lookup by user needs.
CREATE INDEX user_roles_user_id_idx ON auth.user_roles (user_id);
CREATE INDEX refresh_tokens_user_id_idx ON auth.refresh_tokens (user_id);
CREATE INDEX user_providers_user_id_idx ON auth.user_providers (user_id);
CREATE INDEX user_security_keys_user_id_idx ON auth.user_security_keys (user_id);

INSERT INTO auth.roles (role) VALUES ('user'), ('me'), ('anonymous'), ('investor');

INSERT INTO auth.refresh_token_types (value, comment) VALUES
  ('regular', 'Regular refresh token'),
  ('pat', 'Personal access token');

INSERT INTO auth.providers (id) VALUES
  ('github'), ('facebook'), ('twitter'), ('google'), ('apple'), ('linkedin'), ('windowslive'), ('spotify'),
  ('strava'), ('gitlab'), ('bitbucket'), ('discord'), ('twitch'), ('workos'), ('azuread'), ('entraid');

-- hasura-auth tracks its own migrations with golang-migrate in auth.schema_migrations. Recording version 18 tells a
-- real hasura-auth started on this database that the schema above is already its own.
CREATE TABLE auth.schema_migrations (
  version bigint NOT NULL,
  dirty boolean NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);
INSERT INTO auth.schema_migrations (version, dirty) VALUES (18, false);
