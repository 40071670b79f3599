-- Organizations, their members, companies, invites, valuation reports, wallets, investments, alerts and the
-- privacy policy. Every rule the portal's forms check is also enforced here, so no client can store a bad row:
-- CNPJ check digits, share 0..100, wallet name length and uniqueness, currency codes, e-mail format, invite
-- transitions. The reasoning behind each choice is in nhost/README.md.

-- Stamps updated_at on every update, except one that sets updated_at itself (an import or the seeds, which must be
-- reproducible). No permission lets a client write updated_at, so through the API it is always the real time.
CREATE FUNCTION portfolio.set_current_timestamp_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at = now();
  END IF;
  RETURN NEW;
END;
$$;

-- Stores every CNPJ in one spelling (14 characters, no mask, upper case), whatever the client sent, so lookups and
-- uniqueness compare like with like. Tables with a CNPJ column call it with the column's name as argument.
CREATE FUNCTION portfolio.normalize_cnpj_column() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'document' THEN
    NEW.document = portfolio.normalize_cnpj(NEW.document);
  ELSIF TG_ARGV[0] = 'tax_id' THEN
    NEW.tax_id = nullif(portfolio.normalize_cnpj(NEW.tax_id), '');
  END IF;
  RETURN NEW;
END;
$$;

CREATE TABLE portfolio.segment (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  en_name text NOT NULL,
  pt_br_name text NOT NULL,
  CONSTRAINT segment_pkey PRIMARY KEY (id),
  CONSTRAINT segment_en_name_key UNIQUE (en_name),
  CONSTRAINT segment_pt_br_name_key UNIQUE (pt_br_name),
  CONSTRAINT segment_names_not_blank CHECK (btrim(en_name) <> '' AND btrim(pt_br_name) <> '')
);
COMMENT ON TABLE portfolio.segment IS 'Business segment of a client or wallet, named in each portal language.';

CREATE TABLE portfolio.plan (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  configuration jsonb DEFAULT '{}' NOT NULL,
  CONSTRAINT plan_pkey PRIMARY KEY (id),
  CONSTRAINT plan_name_key UNIQUE (name),
  CONSTRAINT plan_configuration_is_object CHECK (jsonb_typeof(configuration) = 'object')
);
COMMENT ON TABLE portfolio.plan IS 'Subscription plan; configuration.modules says which modules (accounting, financial, dataroom) are enabled.';

CREATE TABLE portfolio.client (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  document text NOT NULL,
  active boolean DEFAULT true NOT NULL,
  metadata jsonb DEFAULT '{}' NOT NULL,
  last_data_imported_at timestamptz,
  segment_id uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT client_pkey PRIMARY KEY (id),
  CONSTRAINT client_document_key UNIQUE (document),
  CONSTRAINT client_document_check CHECK (portfolio.is_valid_cnpj(document)),
  CONSTRAINT client_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT client_metadata_is_object CHECK (jsonb_typeof(metadata) = 'object'),
  CONSTRAINT client_segment_id_fkey FOREIGN KEY (segment_id) REFERENCES portfolio.segment (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.client IS 'A legal entity whose accounting data is imported (an organization''s own business or a portfolio company).';
CREATE INDEX client_segment_id_idx ON portfolio.client (segment_id);
CREATE TRIGGER client_normalize_document BEFORE INSERT OR UPDATE OF document ON portfolio.client
  FOR EACH ROW EXECUTE FUNCTION portfolio.normalize_cnpj_column('document');
CREATE TRIGGER set_portfolio_client_updated_at BEFORE UPDATE ON portfolio.client
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE portfolio.organization (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  parent_id uuid,
  plan_id uuid,
  client_id uuid,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT organization_pkey PRIMARY KEY (id),
  CONSTRAINT organization_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT organization_not_own_parent CHECK (parent_id IS DISTINCT FROM id),
  CONSTRAINT organization_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT organization_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES portfolio.plan (id)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT organization_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT organization_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.organization IS 'An investor organization (fund, family office, holding); may sit under a parent organization.';
CREATE INDEX organization_parent_id_idx ON portfolio.organization (parent_id);
CREATE INDEX organization_plan_id_idx ON portfolio.organization (plan_id);
CREATE INDEX organization_client_id_idx ON portfolio.organization (client_id);
CREATE INDEX organization_created_by_idx ON portfolio.organization (created_by);
CREATE TRIGGER set_portfolio_organization_updated_at BEFORE UPDATE ON portfolio.organization
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

-- A parent chain must end: moving an organization under one of its own descendants is refused.
CREATE FUNCTION portfolio.organization_refuse_cycle() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- parent_id = id is left to the organization_not_own_parent check, which names the mistake better.
  IF NEW.parent_id IS NOT NULL AND NEW.parent_id <> NEW.id AND EXISTS (
    WITH RECURSIVE ancestors(id) AS (
      SELECT NEW.parent_id
      UNION
      SELECT o.parent_id FROM portfolio.organization o JOIN ancestors a ON o.id = a.id WHERE o.parent_id IS NOT NULL
    )
    SELECT 1 FROM ancestors WHERE id = NEW.id
  ) THEN
    RAISE EXCEPTION 'organization % cannot be placed under its own descendant %', NEW.id, NEW.parent_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_parent_not_descendant';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER organization_refuse_cycle BEFORE UPDATE OF parent_id ON portfolio.organization
  FOR EACH ROW EXECUTE FUNCTION portfolio.organization_refuse_cycle();

CREATE TABLE portfolio.organization_user (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  organization_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role text DEFAULT 'viewer' NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT organization_user_pkey PRIMARY KEY (id),
  CONSTRAINT organization_user_organization_id_user_id_key UNIQUE (organization_id, user_id),
  CONSTRAINT organization_user_organization_id_fkey FOREIGN KEY (organization_id)
    REFERENCES portfolio.organization (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT organization_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT organization_user_role_fkey FOREIGN KEY (role) REFERENCES portfolio.organization_role (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE portfolio.organization_user IS 'Membership of a user in an organization, with the role viewer, editor or owner.';
CREATE INDEX organization_user_user_id_idx ON portfolio.organization_user (user_id);

-- Whoever creates an organization owns it, so it is never left without someone to manage it.
CREATE FUNCTION portfolio.organization_add_creator_as_owner() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.created_by IS NOT NULL THEN
    INSERT INTO portfolio.organization_user (organization_id, user_id, role)
    VALUES (NEW.id, NEW.created_by, 'owner')
    ON CONFLICT (organization_id, user_id) DO UPDATE SET role = 'owner';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER organization_add_creator_as_owner AFTER INSERT ON portfolio.organization
  FOR EACH ROW EXECUTE FUNCTION portfolio.organization_add_creator_as_owner();

-- An organization that has owners keeps at least one: the last owner can be neither demoted nor removed (removing
-- the whole organization is another matter, and cascades).
CREATE FUNCTION portfolio.organization_keep_an_owner() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role = 'owner'
    AND (TG_OP = 'DELETE' OR NEW.role <> 'owner' OR NEW.organization_id <> OLD.organization_id)
    AND EXISTS (SELECT 1 FROM portfolio.organization WHERE id = OLD.organization_id)
    AND NOT EXISTS (
      SELECT 1 FROM portfolio.organization_user
      WHERE organization_id = OLD.organization_id AND role = 'owner'
    )
  THEN
    RAISE EXCEPTION 'organization % must keep at least one owner', OLD.organization_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_user_keep_an_owner';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER organization_keep_an_owner AFTER UPDATE OR DELETE ON portfolio.organization_user
  FOR EACH ROW EXECUTE FUNCTION portfolio.organization_keep_an_owner();

CREATE TABLE portfolio.company (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  document text NOT NULL,
  organization_id uuid NOT NULL,
  client_id uuid,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT company_pkey PRIMARY KEY (id),
  -- One company per CNPJ in an organization; two organizations may both follow the same company.
  CONSTRAINT company_organization_id_document_key UNIQUE (organization_id, document),
  -- Lets invites reference (company, organization) together, so an invite's company is in its organization.
  CONSTRAINT company_id_organization_id_key UNIQUE (id, organization_id),
  CONSTRAINT company_document_check CHECK (portfolio.is_valid_cnpj(document)),
  CONSTRAINT company_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT company_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT company_client_id_fkey FOREIGN KEY (client_id) REFERENCES portfolio.client (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT company_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.company IS 'A company followed by an organization, identified by its CNPJ.';
CREATE INDEX company_client_id_idx ON portfolio.company (client_id);
CREATE INDEX company_created_by_idx ON portfolio.company (created_by);
CREATE INDEX company_document_idx ON portfolio.company (document);
CREATE INDEX company_organization_id_name_idx ON portfolio.company (organization_id, name);
CREATE TRIGGER company_normalize_document BEFORE INSERT OR UPDATE OF document ON portfolio.company
  FOR EACH ROW EXECUTE FUNCTION portfolio.normalize_cnpj_column('document');
CREATE TRIGGER set_portfolio_company_updated_at BEFORE UPDATE ON portfolio.company
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE portfolio.company_user (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT company_user_pkey PRIMARY KEY (id),
  CONSTRAINT company_user_company_id_user_id_key UNIQUE (company_id, user_id),
  CONSTRAINT company_user_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT company_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.company_user IS 'A user who follows a company (the company settings users list).';
CREATE INDEX company_user_user_id_idx ON portfolio.company_user (user_id);

CREATE TABLE portfolio.invite (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  email auth.email NOT NULL,
  organization_id uuid NOT NULL,
  company_id uuid,
  role text DEFAULT 'viewer' NOT NULL,
  status text DEFAULT 'pending' NOT NULL,
  invited_by uuid,
  accepted_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  answered_at timestamptz,
  CONSTRAINT invite_pkey PRIMARY KEY (id),
  CONSTRAINT invite_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT invite_answered_when_not_pending CHECK ((status = 'pending') = (answered_at IS NULL)),
  CONSTRAINT invite_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT invite_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT invite_company_in_organization_fkey FOREIGN KEY (company_id, organization_id)
    REFERENCES portfolio.company (id, organization_id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT invite_role_fkey FOREIGN KEY (role) REFERENCES portfolio.organization_role (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT invite_status_fkey FOREIGN KEY (status) REFERENCES portfolio.invite_status (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT invite_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT invite_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.invite IS 'An invitation for a person (by e-mail) to join an organization, optionally to follow one company.';
CREATE INDEX invite_organization_id_idx ON portfolio.invite (organization_id);
CREATE INDEX invite_company_id_organization_id_idx ON portfolio.invite (company_id, organization_id);
CREATE INDEX invite_email_idx ON portfolio.invite (email);
CREATE INDEX invite_invited_by_idx ON portfolio.invite (invited_by);
CREATE INDEX invite_accepted_by_idx ON portfolio.invite (accepted_by);
-- One open invite per person and target; answered invites stay as history.
CREATE UNIQUE INDEX invite_one_pending_per_target ON portfolio.invite
  (organization_id, coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), email)
  WHERE status = 'pending';

-- An invite is created pending and answered once: pending -> accepted | declined. Accepting makes the invitee (the
-- user with the invite's e-mail) a member with the invited role, and a follower of the invited company.
CREATE FUNCTION portfolio.invite_answer() RETURNS trigger
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
CREATE TRIGGER invite_answer BEFORE INSERT OR UPDATE ON portfolio.invite
  FOR EACH ROW EXECUTE FUNCTION portfolio.invite_answer();

CREATE TABLE portfolio.valuation_report (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  reference_date date NOT NULL,
  valuation_amount numeric(20, 2) NOT NULL,
  valuation_currency text NOT NULL,
  valuation_date date NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT valuation_report_pkey PRIMARY KEY (id),
  CONSTRAINT valuation_report_company_id_reference_date_key UNIQUE (company_id, reference_date),
  CONSTRAINT valuation_report_amount_not_negative CHECK (valuation_amount >= 0),
  CONSTRAINT valuation_report_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT valuation_report_valuation_currency_fkey FOREIGN KEY (valuation_currency)
    REFERENCES portfolio.currency (value) ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT valuation_report_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.valuation_report IS 'A valuation of a company (the whole company''s value) as of a reference date.';
CREATE INDEX valuation_report_created_by_idx ON portfolio.valuation_report (created_by);
CREATE TRIGGER set_portfolio_valuation_report_updated_at BEFORE UPDATE ON portfolio.valuation_report
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE portfolio.wallet (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  -- citext: "Alpha" and "alpha" are the same name for the uniqueness rule.
  name citext NOT NULL,
  tax_id text,
  segment_id uuid,
  group_name text,
  organization_id uuid NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT wallet_pkey PRIMARY KEY (id),
  CONSTRAINT wallet_organization_id_name_key UNIQUE (organization_id, name),
  CONSTRAINT wallet_name_length CHECK (char_length(name) <= 20),
  CONSTRAINT wallet_name_not_blank CHECK (btrim(name) <> ''),
  CONSTRAINT wallet_tax_id_check CHECK (tax_id IS NULL OR portfolio.is_valid_cnpj(tax_id)),
  CONSTRAINT wallet_segment_id_fkey FOREIGN KEY (segment_id) REFERENCES portfolio.segment (id)
    ON UPDATE CASCADE ON DELETE SET NULL,
  CONSTRAINT wallet_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES portfolio.organization (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT wallet_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.wallet IS 'A wallet (portfolio) of investments held by an organization, usually a fund with its own CNPJ.';
CREATE INDEX wallet_segment_id_idx ON portfolio.wallet (segment_id);
CREATE INDEX wallet_created_by_idx ON portfolio.wallet (created_by);
CREATE TRIGGER wallet_normalize_tax_id BEFORE INSERT OR UPDATE OF tax_id ON portfolio.wallet
  FOR EACH ROW EXECUTE FUNCTION portfolio.normalize_cnpj_column('tax_id');
CREATE TRIGGER set_portfolio_wallet_updated_at BEFORE UPDATE ON portfolio.wallet
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

CREATE TABLE portfolio.wallet_user (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  wallet_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT wallet_user_pkey PRIMARY KEY (id),
  CONSTRAINT wallet_user_wallet_id_user_id_key UNIQUE (wallet_id, user_id),
  CONSTRAINT wallet_user_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES portfolio.wallet (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT wallet_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.wallet_user IS 'A user attached to a wallet (the wallet users tab).';
CREATE INDEX wallet_user_user_id_idx ON portfolio.wallet_user (user_id);

CREATE TABLE portfolio.wallet_company (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  wallet_id uuid NOT NULL,
  company_id uuid NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT wallet_company_pkey PRIMARY KEY (id),
  CONSTRAINT wallet_company_wallet_id_company_id_key UNIQUE (wallet_id, company_id),
  CONSTRAINT wallet_company_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES portfolio.wallet (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT wallet_company_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.wallet_company IS 'A company held in a wallet (route my-wallets/{id}/company/{wallet_company_id}); its investments hang below.';
CREATE INDEX wallet_company_company_id_idx ON portfolio.wallet_company (company_id);

-- A wallet holds companies of its own organization only: it would otherwise show data its viewers may not see.
CREATE FUNCTION portfolio.wallet_company_same_organization() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT organization_id FROM portfolio.wallet WHERE id = NEW.wallet_id)
     IS DISTINCT FROM (SELECT organization_id FROM portfolio.company WHERE id = NEW.company_id) THEN
    RAISE EXCEPTION 'company % is not in the organization of wallet %', NEW.company_id, NEW.wallet_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_company_same_organization';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER wallet_company_same_organization BEFORE INSERT OR UPDATE ON portfolio.wallet_company
  FOR EACH ROW EXECUTE FUNCTION portfolio.wallet_company_same_organization();

CREATE TABLE portfolio.investment (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  wallet_id uuid NOT NULL,
  company_id uuid NOT NULL,
  gross_amount numeric(20, 2) NOT NULL,
  net_amount numeric(20, 2) NOT NULL,
  currency text NOT NULL,
  investment_date date NOT NULL,
  share_percentage numeric(7, 4) NOT NULL,
  created_by uuid,
  created_at timestamptz DEFAULT now() NOT NULL,
  updated_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT investment_pkey PRIMARY KEY (id),
  CONSTRAINT investment_share_percentage_range CHECK (share_percentage >= 0 AND share_percentage <= 100),
  CONSTRAINT investment_gross_amount_positive CHECK (gross_amount > 0),
  CONSTRAINT investment_net_amount_range CHECK (net_amount >= 0 AND net_amount <= gross_amount),
  CONSTRAINT investment_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES portfolio.wallet (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT investment_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT investment_wallet_company_fkey FOREIGN KEY (wallet_id, company_id)
    REFERENCES portfolio.wallet_company (wallet_id, company_id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT investment_currency_fkey FOREIGN KEY (currency) REFERENCES portfolio.currency (value)
    ON UPDATE CASCADE ON DELETE RESTRICT,
  CONSTRAINT investment_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE SET NULL
);
COMMENT ON TABLE portfolio.investment IS 'Money a wallet put into a company: gross and net amounts, date and the share of the company bought.';
CREATE INDEX investment_wallet_id_company_id_idx ON portfolio.investment (wallet_id, company_id);
CREATE INDEX investment_company_id_idx ON portfolio.investment (company_id);
CREATE INDEX investment_created_by_idx ON portfolio.investment (created_by);
CREATE TRIGGER set_portfolio_investment_updated_at BEFORE UPDATE ON portfolio.investment
  FOR EACH ROW EXECUTE FUNCTION portfolio.set_current_timestamp_updated_at();

-- Creating an investment in a company the wallet does not hold yet adds the company to the wallet, so the form
-- needs only "company" (the spec's create-investment form).
CREATE FUNCTION portfolio.investment_add_wallet_company() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO portfolio.wallet_company (wallet_id, company_id)
  VALUES (NEW.wallet_id, NEW.company_id)
  ON CONFLICT (wallet_id, company_id) DO NOTHING;
  RETURN NEW;
END;
$$;
CREATE TRIGGER investment_add_wallet_company BEFORE INSERT OR UPDATE OF wallet_id, company_id
  ON portfolio.investment FOR EACH ROW EXECUTE FUNCTION portfolio.investment_add_wallet_company();

-- The wallets list's "updated at" moves when the wallet's investments change, not only its own columns.
CREATE FUNCTION portfolio.investment_touch_wallet() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE portfolio.wallet SET updated_at = now()
  WHERE id IN (SELECT wallet_id FROM changed);
  RETURN NULL;
END;
$$;
CREATE TRIGGER investment_touch_wallet_insert AFTER INSERT ON portfolio.investment
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_touch_wallet();
CREATE TRIGGER investment_touch_wallet_update AFTER UPDATE ON portfolio.investment
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_touch_wallet();
CREATE TRIGGER investment_touch_wallet_delete AFTER DELETE ON portfolio.investment
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION portfolio.investment_touch_wallet();

CREATE TABLE portfolio.alert (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  wallet_id uuid NOT NULL,
  company_id uuid,
  severity text DEFAULT 'info' NOT NULL,
  title text NOT NULL,
  message text DEFAULT '' NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  resolved_at timestamptz,
  CONSTRAINT alert_pkey PRIMARY KEY (id),
  CONSTRAINT alert_title_not_blank CHECK (btrim(title) <> ''),
  CONSTRAINT alert_wallet_id_fkey FOREIGN KEY (wallet_id) REFERENCES portfolio.wallet (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT alert_company_id_fkey FOREIGN KEY (company_id) REFERENCES portfolio.company (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT alert_severity_fkey FOREIGN KEY (severity) REFERENCES portfolio.alert_severity (value)
    ON UPDATE CASCADE ON DELETE RESTRICT
);
COMMENT ON TABLE portfolio.alert IS 'Something about a wallet (or one of its companies) an investor should look at; the wallets list shows the latest.';
CREATE INDEX alert_wallet_id_created_at_idx ON portfolio.alert (wallet_id, created_at DESC);
CREATE INDEX alert_company_id_idx ON portfolio.alert (company_id);

CREATE TABLE portfolio.privacy_policy (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  version integer NOT NULL,
  content_en text NOT NULL,
  content_pt_br text NOT NULL,
  published_at timestamptz DEFAULT now() NOT NULL,
  is_current boolean DEFAULT false NOT NULL,
  created_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT privacy_policy_pkey PRIMARY KEY (id),
  CONSTRAINT privacy_policy_version_key UNIQUE (version),
  CONSTRAINT privacy_policy_version_positive CHECK (version > 0),
  CONSTRAINT privacy_policy_content_not_blank CHECK (btrim(content_en) <> '' AND btrim(content_pt_br) <> '')
);
COMMENT ON TABLE portfolio.privacy_policy IS 'Versions of the privacy policy; exactly the one marked current must be accepted before using the portal.';
-- At most one current version: the partial index makes a second "current" row impossible.
CREATE UNIQUE INDEX privacy_policy_one_current ON portfolio.privacy_policy (is_current) WHERE is_current;

-- Publishing a version as current retires the previous one, so publishing is one insert.
CREATE FUNCTION portfolio.privacy_policy_retire_previous() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_current THEN
    UPDATE portfolio.privacy_policy SET is_current = false WHERE is_current AND id <> NEW.id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER privacy_policy_retire_previous BEFORE INSERT OR UPDATE OF is_current ON portfolio.privacy_policy
  FOR EACH ROW EXECUTE FUNCTION portfolio.privacy_policy_retire_previous();

CREATE TABLE portfolio.privacy_policy_acceptance (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  privacy_policy_id uuid NOT NULL,
  user_id uuid NOT NULL,
  accepted_at timestamptz DEFAULT now() NOT NULL,
  CONSTRAINT privacy_policy_acceptance_pkey PRIMARY KEY (id),
  CONSTRAINT privacy_policy_acceptance_user_id_privacy_policy_id_key UNIQUE (user_id, privacy_policy_id),
  CONSTRAINT privacy_policy_acceptance_privacy_policy_id_fkey FOREIGN KEY (privacy_policy_id)
    REFERENCES portfolio.privacy_policy (id) ON UPDATE CASCADE ON DELETE CASCADE,
  CONSTRAINT privacy_policy_acceptance_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)
    ON UPDATE CASCADE ON DELETE CASCADE
);
COMMENT ON TABLE portfolio.privacy_policy_acceptance IS 'A user''s acceptance of one privacy policy version.';
CREATE INDEX privacy_policy_acceptance_privacy_policy_id_idx ON portfolio.privacy_policy_acceptance (privacy_policy_id);
