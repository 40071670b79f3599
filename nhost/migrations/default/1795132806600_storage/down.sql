DROP TABLE portfolio.company_file;
DROP FUNCTION portfolio.company_file_delete_file();
DROP SCHEMA storage CASCADE;
