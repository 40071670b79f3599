-- invite_answer as portfolio_core created it.
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
  END IF;
  RETURN NEW;
END;
$$;

DROP INDEX portfolio.invite_one_pending_per_target;
DELETE FROM portfolio.invite WHERE wallet_id IS NOT NULL;
CREATE UNIQUE INDEX invite_one_pending_per_target ON portfolio.invite
  (organization_id, coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), email)
  WHERE status = 'pending';

DROP TRIGGER invite_keep_names ON portfolio.invite;
DROP FUNCTION portfolio.invite_keep_names();
DROP INDEX portfolio.invite_wallet_id_organization_id_idx;
ALTER TABLE portfolio.invite
  DROP CONSTRAINT invite_wallet_in_organization_fkey,
  DROP CONSTRAINT invite_wallet_id_fkey,
  DROP COLUMN inviter_name,
  DROP COLUMN wallet_name,
  DROP COLUMN company_name,
  DROP COLUMN organization_name,
  DROP COLUMN wallet_id;
ALTER TABLE portfolio.wallet DROP CONSTRAINT wallet_id_organization_id_key;
