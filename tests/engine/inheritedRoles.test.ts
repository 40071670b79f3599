/**
 * Inherited roles (issue 22, item 3): Hasura's own cases (server/tests-py/queries/graphql_query/permissions/
 * inherited_roles and the mutation ones) rewritten as golden cases in tests/engine/inheritedRoles/, and the roles its
 * metadata checks refuse (a cycle, parents whose mutation permissions disagree) dropped and reported.
 */
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('inheritedRoles', (engines) => {
  it('reports a cycle of inherited roles and parents whose insert permissions disagree, serving the rest', () => {
    const reported = engines().inconsistent.map((o) => [o.type, o.name, o.reason]);
    expect(reported).toEqual([
      ['inherited_role', 'inherited_role circular_role', 'found cycle(s) in roles: ["circular_role","intermediate_circular_role_2","intermediate_circular_role_1","circular_role"]'],
      ['inherited role permission inconsistency', 'users', "Could not inherit permission for the role 'users' for the entity: 'insert permission, table: author, source: 'default''"],
    ]);
  });

  it('answers a live query of an inherited role with the same rows and redactions as the query', async () => {
    const query = 'subscription { employee(order_by: {id: asc}) { id name salary manager_remarks } }';
    const who = session('manager_employee', { 'x-hasura-user-id': '1', 'x-hasura-manager-id': '1' });
    const body = await new Promise<string>((resolve, reject) => {
      const stop = engines().engine.subscribe({ query }, who, { next: (text) => { stop(); resolve(text); }, error: reject });
    });
    expect(JSON.parse(body)).toEqual({
      data: {
        employee: [
          { id: 1, name: 'employee 1', salary: 10000, manager_remarks: 'good' },
          { id: null, name: 'employee 2', salary: null, manager_remarks: 'good' },
        ],
      },
    });
  });
});
