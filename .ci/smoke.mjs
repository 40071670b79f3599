// CI's smoke test of a running `npm start` (see .ci/run): it answers /healthz, serves the portal at /, signs the demo
// investor in through the auth service and answers a GraphQL query with their token. Plain JavaScript, so that any
// supported Node runs it without the project's tooling. Usage: node .ci/smoke.mjs http://localhost:<port>
const base = process.argv[2];
if (!base) throw new Error('usage: node .ci/smoke.mjs <base url>');
const DEMO = { email: 'investidor@demo.local', password: 'Investidor@2026' };
// A first start whose install could not build the portal builds it before it listens (about 20 s on two cores).
const deadline = Date.now() + 180_000;

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

for (;;) {
  try {
    const health = await json(await fetch(`${base}/healthz`), '/healthz');
    if (health.status !== 'ok') throw new Error(`/healthz: ${JSON.stringify(health)}`);
    console.log(`smoke: /healthz ${JSON.stringify(health)}`);
    break;
  } catch (error) {
    if (Date.now() > deadline) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const page = await fetch(`${base}/`);
const html = await page.text();
if (!page.ok || !html.includes('<div id="root">')) throw new Error(`/: HTTP ${page.status}, not the portal's page`);

const signIn = await json(
  await fetch(`${base}/v1/auth/signin/email-password`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO),
  }),
  'sign-in',
);
const token = signIn.session?.accessToken;
if (typeof token !== 'string') throw new Error(`sign-in: no access token in ${JSON.stringify(signIn).slice(0, 300)}`);
console.log(`smoke: signed in as ${signIn.session.user?.email}`);

const result = await json(
  await fetch(`${base}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ portfolio_organization(order_by: { name: asc }) { name } }' }),
  }),
  '/v1/graphql',
);
const names = result.data?.portfolio_organization?.map((organization) => organization.name) ?? [];
if (result.errors || names.length === 0) throw new Error(`/v1/graphql: ${JSON.stringify(result).slice(0, 300)}`);
console.log(`smoke: GraphQL as the investor: ${names.join(', ')}`);
