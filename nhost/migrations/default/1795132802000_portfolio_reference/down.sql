DROP TABLE portfolio.currency;
DROP TABLE portfolio.alert_severity;
DROP TABLE portfolio.invite_status;
DROP TABLE portfolio.organization_role;
