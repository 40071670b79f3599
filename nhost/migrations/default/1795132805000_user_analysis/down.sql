DROP SCHEMA user_analysis CASCADE;
