-- Two things an invite lacked.
--
-- 1. A wallet: the wallet details' users tab "creates a user with name and e-mail", which is an invite to the
--    wallet's organization that, once accepted, also attaches the person to the wallet (as company_id does for a
--    company). The wallet must be in the invite's organization, which a composite foreign key guarantees.
--
-- 2. The names it was sent with. The invitee is not a member of the organization yet, so the investor role's select
--    permissions hide the organization, company, wallet and inviter rows from them, and the received-invite dialog
--    could not say who invites them to what. Widening those permissions would add a subquery to every read of four
--    tables; instead the invite keeps the names as they were when it was created, like the letter it stands for. A
--    trigger writes them; no role may.

ALTER TABLE portfolio.wallet ADD CONSTRAINT wallet_id_organization_id_key UNIQUE (id, organization_id);

ALTER TABLE portfolio.invite
  ADD COLUMN wallet_id uuid,
  ADD COLUMN organization_name text,
  ADD COLUMN company_name text,
  ADD COLUMN wallet_name text,
  ADD COLUMN inviter_name text,
  ADD CONSTRAINT invite_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES portfolio.wallet (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  ADD CONSTRAINT invite_wallet_in_organization_fkey FOREIGN KEY (wallet_id, organization_id)
    REFERENCES portfolio.wallet (id, organization_id) ON UPDATE CASCADE ON DELETE CASCADE;
COMMENT ON COLUMN portfolio.invite.wallet_id IS 'The wallet the invitee is attached to on accepting, if the invite came from a wallet''s users tab.';
COMMENT ON COLUMN portfolio.invite.organization_name IS 'The organization''s name when the invite was created (what the invitee, not yet a member, is shown).';
COMMENT ON COLUMN portfolio.invite.company_name IS 'The company''s name when the invite was created, if it names one.';
COMMENT ON COLUMN portfolio.invite.wallet_name IS 'The wallet''s name when the invite was created, if it names one.';
COMMENT ON COLUMN portfolio.invite.inviter_name IS 'The inviter''s display name when the invite was created; null when no user created it.';
CREATE INDEX invite_wallet_id_organization_id_idx ON portfolio.invite (wallet_id, organization_id);

-- The names, read once at creation. Renaming the organization later does not rewrite invites already sent.
CREATE FUNCTION portfolio.invite_keep_names() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_name = (SELECT name FROM portfolio.organization WHERE id = NEW.organization_id);
  NEW.company_name = (SELECT name FROM portfolio.company WHERE id = NEW.company_id);
  NEW.wallet_name = (SELECT name::text FROM portfolio.wallet WHERE id = NEW.wallet_id);
  NEW.inviter_name = (SELECT nullif(btrim(display_name), '') FROM auth.users WHERE id = NEW.invited_by);
  RETURN NEW;
END;
$$;
CREATE TRIGGER invite_keep_names BEFORE INSERT ON portfolio.invite
  FOR EACH ROW EXECUTE FUNCTION portfolio.invite_keep_names();

UPDATE portfolio.invite i SET
  organization_name = (SELECT name FROM portfolio.organization WHERE id = i.organization_id),
  company_name = (SELECT name FROM portfolio.company WHERE id = i.company_id),
  inviter_name = (SELECT nullif(btrim(display_name), '') FROM auth.users WHERE id = i.invited_by);
-- Every invite has an organization (a foreign key), so after the backfill every invite has its name.
ALTER TABLE portfolio.invite ALTER COLUMN organization_name SET NOT NULL;

-- One open invite per person and target, the target now including the wallet.
DROP INDEX portfolio.invite_one_pending_per_target;
CREATE UNIQUE INDEX invite_one_pending_per_target ON portfolio.invite (
  organization_id,
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(wallet_id, '00000000-0000-0000-0000-000000000000'::uuid),
  email
) WHERE status = 'pending';

-- As before (pending -> accepted | declined; accepting grants the membership and the company), and accepting an
-- invite from a wallet also attaches the invitee to the wallet.
CREATE OR REPLACE FUNCTION portfolio.invite_answer() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  invitee uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'pending' THEN
      RAISE EXCEPTION 'an invite must be created pending, not %', NEW.status
        USING ERRCODE = 'check_violation', CONSTRAINT = 'invite_status_transition';
    END IF;
    RETURN NEW;
  END IF;

  IF NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('accepted', 'declined') THEN
    RAISE EXCEPTION 'invite status cannot change from % to %', OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invite_status_transition';
  END IF;

  NEW.answered_at = now();
  IF NEW.status = 'accepted' THEN
    SELECT id INTO invitee FROM auth.users WHERE email = NEW.email;
    IF invitee IS NULL THEN
      RAISE EXCEPTION 'no user has the e-mail % of this invite yet', NEW.email
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'invite_accepted_by_fkey';
    END IF;
    NEW.accepted_by = invitee;
    INSERT INTO portfolio.organization_user (organization_id, user_id, role)
    VALUES (NEW.organization_id, invitee, NEW.role)
    ON CONFLICT (organization_id, user_id) DO NOTHING;
    IF NEW.company_id IS NOT NULL THEN
      INSERT INTO portfolio.company_user (company_id, user_id)
      VALUES (NEW.company_id, invitee)
      ON CONFLICT (company_id, user_id) DO NOTHING;
    END IF;
    IF NEW.wallet_id IS NOT NULL THEN
      INSERT INTO portfolio.wallet_user (wallet_id, user_id)
      VALUES (NEW.wallet_id, invitee)
      ON CONFLICT (wallet_id, user_id) DO NOTHING;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
