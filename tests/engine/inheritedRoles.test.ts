/**
 * Inherited roles (issue 22, item 3): Hasura's own cases (server/tests-py/queries/graphql_query/permissions/
 * inherited_roles and the mutation ones) rewritten as golden cases in tests/engine/inheritedRoles/, and the roles its
 * metadata checks refuse (a cycle, parents whose mutation permissions disagree) dropped and reported.
 */
import { expect, it } from 'vitest';
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('inheritedRoles', (engines) => {
  it('reports a cycle of inherited roles and parents whose insert permissions disagree, serving the rest', () => {
    const reported = engines().inconsistent.map((o) => [o.type, o.name, o.reason]);
    expect(reported).toEqual([
      ['inherited_role', 'inherited_role circular_role', 'found cycle(s) in roles: ["circular_role","intermediate_circular_role_2","intermediate_circular_role_1","circular_role"]'],
      ['inherited role permission inconsistency', 'users', "Could not inherit permission for the role 'users' for the entity: 'insert permission, table: author, source: 'default''"],
    ]);
  });
});
