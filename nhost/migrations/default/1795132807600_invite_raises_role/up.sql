-- Accepting an invite gives the invited role to someone who is already a member when it is above the one they have
-- (viewer < editor < owner), and leaves a role at least as high as it is; before, a member kept a lower role, and an
-- editor's invite to a viewer changed nothing. What the received-invite dialog says accepting does is this.
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
    ON CONFLICT (organization_id, user_id) DO UPDATE SET role = EXCLUDED.role
      WHERE array_position(ARRAY['viewer', 'editor', 'owner'], EXCLUDED.role::text)
          > array_position(ARRAY['viewer', 'editor', 'owner'], portfolio.organization_user.role::text);
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
