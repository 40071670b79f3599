DROP TABLE auth.user_recovery_codes;
