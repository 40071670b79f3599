/**
 * Invites through GraphQL as the portal sends them, on the engine fixture: who may invite, the one open invite per
 * person and target, and the answers — pending → accepted (granting the membership) or declined, and nothing after.
 * Fixture: bruno edits Alfa Capital, carla owns Gama, ana is a viewer of Gama.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, session, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ALFA = '00000000-0000-4000-8000-000000000011';
const GAMA = '00000000-0000-4000-8000-000000000013';
const ACME = '00000000-0000-4000-8000-000000000021';
const GROWTH = '00000000-0000-4000-8000-000000000031';
const SEED = '00000000-0000-4000-8000-000000000033';

const INVITE = `mutation Invite($object: portfolio_invite_insert_input!) {
  insert_portfolio_invite_one(object: $object) { id status invited_by }
}`;
const ANSWER = `mutation Answer($id: uuid!, $status: portfolio_invite_status_enum!) {
  update_portfolio_invite_by_pk(pk_columns: { id: $id }, _set: { status: $status }) {
    id status answered_at organization { id name }
  }
}`;
const RECEIVED = `subscription Received($me: uuid!) {
  portfolio_invite(where: { status: { _eq: pending }, invitee: { id: { _eq: $me } } }) { id name role }
}`;

interface Response {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
}

describe.each(testTargets())('invites through GraphQL on $name', (target) => {
  let fixture: EngineFixture;
  const as = async (user: keyof typeof USERS | 'admin', query: string, variables: Record<string, unknown> = {}): Promise<Response> =>
    JSON.parse(await fixture.engine.execute({ query, variables }, user === 'admin' ? session('admin') : investor(user))) as Response;
  const invite = async (object: Record<string, unknown>, by: keyof typeof USERS = 'bruno'): Promise<string> => {
    const response = await as(by, INVITE, { object });
    const created = response.data?.insert_portfolio_invite_one as { id: string } | undefined;
    if (!created) throw new Error(JSON.stringify(response));
    return created.id;
  };
  const carlaInAlfa = async () => (await fixture.db.query<{ role: string }>(
    'SELECT role FROM portfolio.organization_user WHERE organization_id = $1 AND user_id = $2', [ALFA, USERS.carla])).rows;

  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterEach(async () => {
    await fixture.db.query('DELETE FROM portfolio.invite');
    await fixture.db.query('DELETE FROM portfolio.organization_user WHERE organization_id = $1 AND user_id = $2', [ALFA, USERS.carla]);
    await fixture.db.query('DELETE FROM portfolio.company_user WHERE user_id = $1', [USERS.carla]);
    await fixture.db.query('DELETE FROM portfolio.wallet_user WHERE user_id = $1', [USERS.carla]);
  });
  afterAll(async () => { await fixture.drop(); });

  it('lets an editor invite, recording who invited', async () => {
    const response = await as('bruno', INVITE, { object: { name: 'Carla', email: 'carla@gama.example', organization_id: ALFA } });
    expect(response.data?.insert_portfolio_invite_one).toMatchObject({ status: 'pending', invited_by: USERS.bruno });
  });

  it('refuses an invite from a viewer, and an owner invite from an editor', async () => {
    const viewer = await as('ana', INVITE, { object: { name: 'X', email: 'x@example.com', organization_id: GAMA } });
    expect(viewer.errors?.map((error) => error.extensions.code)).toEqual(['permission-error']);
    const owner = await as('bruno', INVITE, { object: { name: 'X', email: 'x@example.com', organization_id: ALFA, role: 'owner' } });
    expect(owner.errors?.map((error) => error.extensions.code)).toEqual(['permission-error']);
  });

  it('refuses a second pending invite to the same person and target, naming the unique index', async () => {
    await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA });
    const again = await as('bruno', INVITE, { object: { name: 'Carla', email: 'CARLA@gama.example', organization_id: ALFA } });
    expect(again.errors?.[0].extensions.code).toBe('constraint-violation');
    expect(again.errors?.[0].message).toContain('invite_one_pending_per_target');
  });

  it('shows the invitee their pending invites', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, role: 'editor' });
    const received = await as('carla', RECEIVED.replace('subscription', 'query'), { me: USERS.carla });
    expect(received.data).toEqual({ portfolio_invite: [{ id, name: 'Carla', role: 'editor' }] });
    expect((await as('ana', RECEIVED.replace('subscription', 'query'), { me: USERS.ana })).data).toEqual({ portfolio_invite: [] });
  });

  it('grants the membership with the invited role, and the company, when the invitee accepts', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, company_id: ACME, role: 'editor' });
    const accepted = await as('carla', ANSWER, { id, status: 'accepted' });
    // The answer already sees the organization: the membership exists once the update has run.
    expect(accepted.data?.update_portfolio_invite_by_pk).toMatchObject({ id, status: 'accepted', organization: { id: ALFA, name: 'Alfa Capital' } });
    expect(await carlaInAlfa()).toEqual([{ role: 'editor' }]);
    const follows = await fixture.db.query('SELECT 1 FROM portfolio.company_user WHERE company_id = $1 AND user_id = $2', [ACME, USERS.carla]);
    expect(follows.rows).toHaveLength(1);
  });

  it('raises a member to the invited role when it is higher, and keeps a higher role than the invite\'s', async () => {
    await fixture.db.query(`INSERT INTO portfolio.organization_user (organization_id, user_id, role) VALUES ($1, $2, 'viewer')`, [ALFA, USERS.carla]);
    const up = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, role: 'editor' });
    await as('carla', ANSWER, { id: up, status: 'accepted' });
    expect(await carlaInAlfa()).toEqual([{ role: 'editor' }]);
    const down = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, company_id: ACME, role: 'viewer' });
    await as('carla', ANSWER, { id: down, status: 'accepted' });
    expect(await carlaInAlfa()).toEqual([{ role: 'editor' }]);
  });

  it('declines a pending invite, granting nothing', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA });
    const declined = await as('carla', ANSWER, { id, status: 'declined' });
    expect(declined.data?.update_portfolio_invite_by_pk).toMatchObject({ id, status: 'declined' });
    expect((declined.data?.update_portfolio_invite_by_pk as { answered_at: string | null }).answered_at).not.toBeNull();
    expect(await carlaInAlfa()).toEqual([]);
  });

  it('refuses to change an answered invite: accepted stays accepted', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA });
    await as('carla', ANSWER, { id, status: 'accepted' });
    // The invitee's permission only matches pending invites: no row, no change.
    expect((await as('carla', ANSWER, { id, status: 'declined' })).data).toEqual({ update_portfolio_invite_by_pk: null });
    // Not even an admin may: the trigger refuses the transition (a check violation, which Hasura reports so).
    const admin = await as('admin', ANSWER, { id, status: 'declined' });
    expect(admin.errors?.[0].extensions.code).toBe('permission-error');
    expect(admin.errors?.[0].message).toContain('invite status cannot change from accepted to declined');
    const { rows } = await fixture.db.query<{ status: string }>('SELECT status FROM portfolio.invite WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'accepted' }]);
  });

  it('lets only the invitee answer', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA });
    expect((await as('bruno', ANSWER, { id, status: 'accepted' })).data).toEqual({ update_portfolio_invite_by_pk: null });
    expect(await carlaInAlfa()).toEqual([]);
  });

  it('attaches the invitee to the wallet of an invite from a wallet\'s users tab', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, wallet_id: GROWTH });
    await as('carla', ANSWER, { id, status: 'accepted' });
    expect(await carlaInAlfa()).toEqual([{ role: 'viewer' }]);
    const attached = await fixture.db.query('SELECT 1 FROM portfolio.wallet_user WHERE wallet_id = $1 AND user_id = $2', [GROWTH, USERS.carla]);
    expect(attached.rows).toHaveLength(1);
  });

  it('refuses a wallet of another organization, and counts a wallet invite apart from the organization\'s', async () => {
    const elsewhere = await as('bruno', INVITE, { object: { name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, wallet_id: SEED } });
    expect(elsewhere.errors?.[0].extensions.code).toBe('constraint-violation');
    expect(elsewhere.errors?.[0].message).toContain('invite_wallet_in_organization_fkey');
    await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA });
    await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, wallet_id: GROWTH });
    const again = await as('bruno', INVITE, { object: { name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, wallet_id: GROWTH } });
    expect(again.errors?.[0].message).toContain('invite_one_pending_per_target');
  });

  it('shows the invitee the names it was sent with, which a later rename does not change', async () => {
    const id = await invite({ name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, company_id: ACME });
    await fixture.db.query('UPDATE portfolio.organization SET name = $2 WHERE id = $1', [ALFA, 'Alfa Capital II']);
    try {
      const seen = await as('carla', `query { portfolio_invite { id organization_name company_name wallet_name inviter_name organization { id } } }`);
      // The invitee is no member: the organization row itself stays hidden, and the invite says what it was about.
      expect(seen.data).toEqual({ portfolio_invite: [{
        id, organization_name: 'Alfa Capital', company_name: 'Acme Ltda', wallet_name: null, inviter_name: 'Bruno Souza', organization: null,
      }] });
    } finally {
      await fixture.db.query('UPDATE portfolio.organization SET name = $2 WHERE id = $1', [ALFA, 'Alfa Capital']);
    }
  });

  it('keeps the names whatever the client sends for them', async () => {
    const forged = await as('bruno', INVITE, { object: { name: 'Carla', email: 'carla@gama.example', organization_id: ALFA, organization_name: 'Forged' } });
    expect(forged.errors?.[0].extensions.code).toBe('validation-failed');
  });
});
