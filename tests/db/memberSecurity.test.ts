/**
 * Which members sign in with two-step verification (issue 19, item 2): an organization's owners read it through
 * the membership (`security { totp_enabled }`, the portfolio.organization_member_security view); nobody else does.
 * Fixture: carla owns Gama, ana is a viewer of Gama, bruno edits Alfa Capital.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, investor, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const GAMA = '00000000-0000-4000-8000-000000000013';

const MEMBERS = `{
  portfolio_organization_user(where: { organization_id: { _eq: "${GAMA}" } }, order_by: { user_id: asc }) {
    user_id
    security { totp_enabled }
  }
  portfolio_organization_member_security(where: { organization_id: { _eq: "${GAMA}" } }) { user_id }
}`;

describe.each(testTargets())('members\' two-step verification on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    await fixture.db.query(`UPDATE auth.users SET active_mfa_type = 'totp' WHERE id = $1::uuid`, [USERS.ana]);
  });
  afterAll(async () => { await fixture.drop(); });

  const as = async (user: keyof typeof USERS) => {
    const response = JSON.parse(await fixture.engine.execute({ query: MEMBERS }, investor(user))) as {
      data?: { portfolio_organization_user: { user_id: string; security: { totp_enabled: boolean } | null }[]; portfolio_organization_member_security: { user_id: string }[] };
      errors?: unknown;
    };
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data;
  };

  it('shows an owner which members have it', async () => {
    const data = await as('carla');
    expect(data.portfolio_organization_user).toEqual([
      { user_id: USERS.ana, security: { totp_enabled: true } },
      { user_id: USERS.carla, security: { totp_enabled: false } },
    ]);
  });

  it('shows it to no other member of the organization, nor outside it', async () => {
    const viewer = await as('ana');
    expect(viewer.portfolio_organization_user.map((member) => member.security)).toEqual([null, null]);
    expect(viewer.portfolio_organization_member_security).toEqual([]);
    expect((await as('bruno')).portfolio_organization_member_security).toEqual([]);
  });
});
