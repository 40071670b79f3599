/**
 * Triggers see who wrote (contract §4.3): every mutation sets `hasura.user` to the session variables, local to its
 * transaction, as Hasura does, so an audit trigger can record the user without the portal sending anything extra.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

describe.each(testTargets())('hasura.user in mutations on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.exec(`
      CREATE TABLE public.audit_log (company_name text, hasura_user jsonb);
      CREATE FUNCTION public.audit_company() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public.audit_log VALUES (NEW.name, current_setting('hasura.user', true)::jsonb);
        RETURN NEW;
      END $$;
      CREATE TRIGGER audit_company AFTER INSERT OR UPDATE ON portfolio.company
        FOR EACH ROW EXECUTE FUNCTION public.audit_company();`);
  });
  afterAll(async () => { await fixture.drop(); });

  it('sets the session variables for the transaction, and only for it', async () => {
    const response = await fixture.engine.execute({
      query: 'mutation { update_portfolio_company_by_pk(pk_columns: {id: "00000000-0000-4000-8000-000000000021"}, _set: {name: "Acme Auditada"}) { name } }',
    }, investor('ana'));
    expect(JSON.parse(response)).toEqual({ data: { update_portfolio_company_by_pk: { name: 'Acme Auditada' } } });
    const { rows } = await fixture.db.query<{ company_name: string; hasura_user: unknown }>('SELECT * FROM public.audit_log');
    expect(rows).toEqual([{
      company_name: 'Acme Auditada',
      hasura_user: { 'x-hasura-role': 'investor', 'x-hasura-user-id': USERS.ana },
    }]);
    // Outside a mutation's transaction the setting is gone.
    const after = await fixture.db.query<{ value: string | null }>("SELECT nullif(current_setting('hasura.user', true), '') AS value");
    expect(after.rows).toEqual([{ value: null }]);
  });
});
