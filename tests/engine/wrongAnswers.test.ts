/**
 * Wrong answers found against Hasura's own tests (issue 22, item 5): each case in tests/engine/wrongAnswers/ names
 * the Hasura behaviour it follows, over a fixture of its own (char(n), numeric(12,4), money and bigint columns, a
 * permission row limit, relationships for nested inserts) that the portal's schema has no column for.
 */
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('wrongAnswers', (engines) => {
  // Hasura's insert/permissions backend_user_insert_pass.yaml and backend_user_insert_fail.yaml: a backend_only
  // insert permission is in force only for a session that asked for it (with the admin secret, which a golden
  // case's session cannot say); without it the role has no mutation at all.
  it('runs a backend_only insert only for a session that asked for backend-only permissions', async () => {
    const query = 'mutation { insert_book(objects: [{id: 50, title: "From the backend"}]) { affected_rows } }';
    const request = { query, variables: null, operationName: null };
    expect(JSON.parse(await engines().engine.execute(request, session('backend')))).toEqual(
      { errors: [{ extensions: { code: 'validation-failed', path: '$' }, message: 'no mutations exist' }] });
    expect(JSON.parse(await engines().engine.execute(request, { ...session('backend'), backendOnly: true }))).toEqual(
      { data: { insert_book: { affected_rows: 1 } } });
  });
});
