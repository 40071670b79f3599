-- The generic OpenID Connect sign-in provider (AUTH_PROVIDER_OIDC_*): auth.user_providers.provider_id names a row here.
INSERT INTO auth.providers (id) VALUES ('oidc') ON CONFLICT (id) DO NOTHING;
