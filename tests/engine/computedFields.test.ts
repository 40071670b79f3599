/**
 * Computed fields (issue 22): Hasura's own cases (server/tests-py/queries/graphql_query/computed_fields) rewritten as
 * golden cases in tests/engine/computedFields/, and the computed fields its metadata checks refuse dropped and
 * reported with the permissions that name them.
 */
import { expect, it } from 'vitest';
import { goldenFolder } from './goldenFolder.ts';

goldenFolder('computedFields', (engines) => {
  it('drops and reports computed fields that do not fit, and the permissions naming them', () => {
    const reasons = engines().inconsistent.map((o) => [o.type, o.name, o.reason]);
    expect(reasons).toEqual([
      ['computed_field', 'computed_field volatile_name in table author in source default', 'Inconsistent object: in table "author": in computed field "volatile_name": the computed field "volatile_name" cannot be added to table "author" because the function "volatile_name" is of type VOLATILE; cannot be added as a computed field'],
      ['computed_field', 'computed_field wrong_row in table author in source default', 'Inconsistent object: in table "author": in computed field "wrong_row": the computed field "wrong_row" cannot be added to table "author" because the table argument "$1" of the function "wrong_row" is not of type "author"'],
      ['computed_field', 'computed_field missing in table author in source default', 'Inconsistent object: in table "author": in computed field "missing": no such function exists in postgres : "no_such_function"'],
      ['select_permission', 'select_permission volatile_reader in table author in source default', 'Inconsistent object: in table "author": in permission for role "volatile_reader": computed field "volatile_name" does not exist'],
      ['select_permission', 'select_permission args_reader in table author in source default', 'Inconsistent object: in table "author": in permission for role "args_reader": computed field "get_articles" takes input arguments, which a permission cannot supply'],
    ]);
  });
});
