-- An invite that could give nothing is refused when it is created: one addressed to the person sending it, and one
-- to someone who is already a member of the organization with the invited role or a higher one (viewer < editor <
-- owner; accepting never lowers a role) and who already follows the invited company and is already on the invited
-- wallet, if the invite names them. Inviting a member to a higher role, or to a company or wallet they do not have
-- yet, stays possible: accepting gives them that.
--
-- Both are refusals of the kind the other triggers raise (check_violation, with the rule's name as the constraint),
-- and their messages are stable: Hasura passes on the message alone, and the portal recognises the refusal by it
-- (src/features/invites/inviteForm.ts). They say nothing of the person the inviter does not already see.
CREATE FUNCTION portfolio.invite_refuse_pointless() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  invitee uuid;
  member_role text;
BEGIN
  IF NEW.invited_by IS NOT NULL AND EXISTS (SELECT 1 FROM auth.users WHERE id = NEW.invited_by AND email = NEW.email) THEN
    RAISE EXCEPTION 'an invite cannot be addressed to the person who sends it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invite_not_to_self';
  END IF;

  SELECT u.id, m.role INTO invitee, member_role
  FROM auth.users u
  JOIN portfolio.organization_user m ON m.user_id = u.id AND m.organization_id = NEW.organization_id
  WHERE u.email = NEW.email;
  IF invitee IS NOT NULL
    AND array_position(ARRAY['viewer', 'editor', 'owner'], member_role) >= array_position(ARRAY['viewer', 'editor', 'owner'], NEW.role)
    AND (NEW.company_id IS NULL
      OR EXISTS (SELECT 1 FROM portfolio.company_user WHERE company_id = NEW.company_id AND user_id = invitee))
    AND (NEW.wallet_id IS NULL
      OR EXISTS (SELECT 1 FROM portfolio.wallet_user WHERE wallet_id = NEW.wallet_id AND user_id = invitee))
  THEN
    RAISE EXCEPTION 'the invitee is already a member of the organization with this role or a higher one'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invite_not_to_member';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invite_refuse_pointless BEFORE INSERT ON portfolio.invite
  FOR EACH ROW EXECUTE FUNCTION portfolio.invite_refuse_pointless();
