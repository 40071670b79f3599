DELETE FROM auth.user_providers WHERE provider_id = 'oidc';
DELETE FROM auth.providers WHERE id = 'oidc';
