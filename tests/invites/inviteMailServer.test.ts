/**
 * The server as `npm start` assembles it mails invites on its own: an editor's invite sent to /v1/graphql with a
 * Bearer token reaches the local mailbox, linking to the auth service's client URL, and stops with the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from '../helpers/authServer.ts';
import { createEngineFixture, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { token } from '../helpers/tokens.ts';

const ALFA = '00000000-0000-4000-8000-000000000011';

describe.each(testTargets())('the invite mailer in the server on $name', (target) => {
  let fixture: EngineFixture;
  let server: AuthServer;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    server = await startAuthServer(fixture);
  });
  afterAll(async () => {
    await server.app.close();
    await fixture.drop();
  });

  it('mails the invite an editor creates over HTTP', async () => {
    const response = await fetch(`${server.base}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token({ user: 'bruno' })}` },
      body: JSON.stringify({
        query: 'mutation ($object: portfolio_invite_insert_input!) { insert_portfolio_invite_one(object: $object) { id } }',
        variables: { object: { name: 'Carla Dias', email: 'carla@gama.example', organization_id: ALFA } },
      }),
    });
    const body = (await response.json()) as { data: { insert_portfolio_invite_one: { id: string } } };
    expect(body.data.insert_portfolio_invite_one.id).toMatch(/^[0-9a-f-]{36}$/);
    const deadline = Date.now() + 5000;
    while (server.mailbox.list().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.mailbox.list().map((message) => [message.to, message.subject, message.links])).toEqual([
      ['carla@gama.example', 'Bruno Souza invited you to Alfa Capital', ['http://portal.test/app/home']],
    ]);
  });
});
