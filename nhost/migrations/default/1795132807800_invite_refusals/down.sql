DROP TRIGGER invite_refuse_pointless ON portfolio.invite;
DROP FUNCTION portfolio.invite_refuse_pointless();
