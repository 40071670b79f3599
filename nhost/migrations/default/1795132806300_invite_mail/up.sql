-- The invite e-mail's outbox, Hasura's event trigger done inside our one process (server/invites/inviteMailer.ts):
-- an invite created through the GraphQL engine is due an e-mail; a NOTIFY on commit wakes the server's worker, and a
-- sweep every few seconds catches what a missed notification left behind. The worker claims due invites with
-- FOR UPDATE SKIP LOCKED and stamps mailed_at in the same statement, so two processes never send one twice.
-- Neither column is in any role's permissions: the investor's GraphQL schema does not change.

ALTER TABLE portfolio.invite
  ADD COLUMN mail_due boolean DEFAULT false NOT NULL,
  ADD COLUMN mailed_at timestamptz;
COMMENT ON COLUMN portfolio.invite.mail_due IS 'The invite e-mail must go out: set for invites created through the GraphQL engine, not for rows a seed or a script writes.';
COMMENT ON COLUMN portfolio.invite.mailed_at IS 'When the server claimed the invite e-mail to send it; null while it is still to be sent.';
-- The outbox: what the worker's claim scans, oldest first.
CREATE INDEX invite_mail_outbox_idx ON portfolio.invite (created_at)
  WHERE mail_due AND mailed_at IS NULL AND status = 'pending';

-- Only invites a person creates through the engine are mailed. Every mutation sets hasura.user for its transaction
-- (as Hasura does), so its absence marks rows written directly in SQL: the demo seed's invites to made-up addresses
-- at real-looking domains must never leave the machine, even with SMTP configured.
CREATE FUNCTION portfolio.invite_mail_due() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.mail_due = coalesce(current_setting('hasura.user', true), '') <> '';
  NEW.mailed_at = NULL;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invite_mail_due BEFORE INSERT ON portfolio.invite
  FOR EACH ROW EXECUTE FUNCTION portfolio.invite_mail_due();

-- Delivered at commit, and only if the transaction commits; the payload is the invite's id.
CREATE FUNCTION portfolio.invite_mail_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portfolio_invite_mail', NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER invite_mail_notify AFTER INSERT ON portfolio.invite
  FOR EACH ROW WHEN (NEW.mail_due) EXECUTE FUNCTION portfolio.invite_mail_notify();
