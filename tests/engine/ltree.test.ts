/**
 * ltree operators (issue 22): Hasura's own cases (server/tests-py/queries/graphql_query/boolexp/ltree) rewritten as
 * golden cases in tests/engine/ltree/, with our own beside them (variables, a permission, values the engine refuses).
 * PGlite loads its ltree extension for this folder only.
 */
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

interface InputField { name: string; description: string | null; type: { kind: string; name: string | null; ofType: { kind: string; name: string | null; ofType: { name: string | null } | null } | null } }

goldenFolder('ltree', (engines) => {
  it('describes ltree_comparison_exp as Hasura does: the ltree operators beside the usual ones', async () => {
    const query = '{ __type(name: "ltree_comparison_exp") { description inputFields { name description type { kind name ofType { kind name ofType { name } } } } } }';
    const body = JSON.parse(await engines().engine.execute({ query }, session('admin'))) as {
      data: { __type: { description: string; inputFields: InputField[] } };
    };
    const { description, inputFields } = body.data.__type;
    expect(description).toBe('Boolean expression to compare columns of type "ltree". All fields are combined with logical \'AND\'.');
    const shape = (t: InputField['type']): string => t.kind === 'LIST' ? `[${t.ofType?.ofType?.name ?? ''}!]` : t.name ?? '';
    expect(inputFields.map((f) => [f.name, shape(f.type), f.description])).toEqual([
      ['_ancestor', 'ltree', 'is the left argument an ancestor of right (or equal)?'],
      ['_ancestor_any', '[ltree!]', 'does array contain an ancestor of `ltree`?'],
      ['_descendant', 'ltree', 'is the left argument a descendant of right (or equal)?'],
      ['_descendant_any', '[ltree!]', 'does array contain a descendant of `ltree`?'],
      ['_eq', 'ltree', null], ['_gt', 'ltree', null], ['_gte', 'ltree', null], ['_in', '[ltree!]', null],
      ['_is_null', 'Boolean', null], ['_lt', 'ltree', null], ['_lte', 'ltree', null],
      ['_matches', 'lquery', 'does `ltree` match `lquery`?'],
      ['_matches_any', '[String!]', 'does `ltree` match any `lquery` in array?'],
      ['_matches_fulltext', 'ltxtquery', 'does `ltree` match `ltxtquery`?'],
      ['_neq', 'ltree', null], ['_nin', '[ltree!]', null],
    ]);
  });

  it('reuses one plan for every value of an ltree operand given as a variable', async () => {
    const { engine } = engines();
    const query = 'query Sub($p: ltree!) { tree(where: {path: {_descendant: $p}}, order_by: {path: asc}) { path } }';
    const before = engine.planStats.reused;
    const first = await engine.execute({ query, variables: { p: 'Tree.Hobbies' } }, session('admin'));
    const second = await engine.execute({ query, variables: { p: 'Tree.Science.Astronomy' } }, session('admin'));
    expect([JSON.parse(first), JSON.parse(second)]).toEqual([
      { data: { tree: [{ path: 'Tree.Hobbies' }, { path: 'Tree.Hobbies.Amateurs_Astronomy' }] } },
      { data: { tree: [{ path: 'Tree.Science.Astronomy' }, { path: 'Tree.Science.Astronomy.Astrophysics' }, { path: 'Tree.Science.Astronomy.Cosmology' }] } },
    ]);
    expect(engine.planStats.reused).toBe(before + 1);
    // The cached plan still checks each new value as the first parse did.
    const refused = await engine.execute({ query, variables: { p: 'Tree.' } }, session('admin'));
    expect(JSON.parse(refused)).toMatchObject({ errors: [{ extensions: { code: 'parse-failed' } }] });
  });

  it('leaves an lquery to PostgreSQL, whose refusal is a database error as in Hasura', async () => {
    const query = '{ tree(where: {path: {_matches: "Tree.{"}}) { path } }';
    const body = JSON.parse(await engines().engine.execute({ query }, session('admin'))) as {
      errors: { message: string; extensions: { code: string; internal: { error: { status_code: string } } } }[];
    };
    expect(body.errors.map((e) => [e.message, e.extensions.code, e.extensions.internal.error.status_code]))
      .toEqual([['database query error', 'unexpected', '42601']]);
  });

  it('offers no PostGIS types where no column has them (this database has no PostGIS)', async () => {
    const query = '{ geometry: __type(name: "geometry_comparison_exp") { name } st: __type(name: "st_d_within_input") { name } }';
    expect(JSON.parse(await engines().engine.execute({ query }, session('admin')))).toEqual({ data: { geometry: null, st: null } });
  });

  it('keeps the permission with an ltree operator (nothing inconsistent)', () => {
    expect(engines().inconsistent).toEqual([]);
  });
}, { contrib: ['ltree'] });
