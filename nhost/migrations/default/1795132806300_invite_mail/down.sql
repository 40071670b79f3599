DROP TRIGGER invite_mail_notify ON portfolio.invite;
DROP FUNCTION portfolio.invite_mail_notify();
DROP TRIGGER invite_mail_due ON portfolio.invite;
DROP FUNCTION portfolio.invite_mail_due();
DROP INDEX portfolio.invite_mail_outbox_idx;
ALTER TABLE portfolio.invite DROP COLUMN mailed_at, DROP COLUMN mail_due;
