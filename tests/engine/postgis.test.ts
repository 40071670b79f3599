/**
 * PostGIS (issue 22): Hasura's own cases (server/tests-py/queries/graphql_query/boolexp/postgis and
 * graphql_mutation/insert/geojson) rewritten as golden cases in tests/engine/postgis/. They need the postgis
 * extension, which PGlite does not ship: there (and on a server without it) the folder is skipped, saying why.
 */
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

interface TypeRef { kind: string; name: string | null; ofType: TypeRef | null }
interface InputField { name: string; description: string | null; defaultValue: string | null; type: TypeRef }

const shape = (t: TypeRef): string =>
  t.kind === 'NON_NULL' && t.ofType ? `${shape(t.ofType)}!` : t.kind === 'LIST' && t.ofType ? `[${shape(t.ofType)}]` : t.name ?? '';

goldenFolder('postgis', (engines, skipIfMissing) => {
  const inputFields = async (name: string) => {
    const query = `{ __type(name: "${name}") { inputFields { name description defaultValue type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;
    const body = JSON.parse(await engines().engine.execute({ query }, session('admin'))) as { data: { __type: { inputFields: InputField[] } | null } };
    return body.data.__type?.inputFields.map((f) => [f.name, shape(f.type), f.description, f.defaultValue]);
  };

  it('describes geometry_comparison_exp as Hasura does', async (ctx) => {
    skipIfMissing(ctx);
    expect(await inputFields('geometry_comparison_exp')).toEqual([
      ['_cast', 'geometry_cast_exp', null, null],
      ['_eq', 'geometry', null, null], ['_gt', 'geometry', null, null], ['_gte', 'geometry', null, null],
      ['_in', '[geometry!]', null, null], ['_is_null', 'Boolean', null, null], ['_lt', 'geometry', null, null],
      ['_lte', 'geometry', null, null], ['_neq', 'geometry', null, null], ['_nin', '[geometry!]', null, null],
      ['_st_3d_d_within', 'st_d_within_input', 'is the column within a given 3D distance from the given geometry value', null],
      ['_st_3d_intersects', 'geometry', 'does the column spatially intersect the given geometry value in 3D', null],
      ['_st_contains', 'geometry', 'does the column contain the given geometry value', null],
      ['_st_crosses', 'geometry', 'does the column cross the given geometry value', null],
      ['_st_d_within', 'st_d_within_input', 'is the column within a given distance from the given geometry value', null],
      ['_st_equals', 'geometry', 'is the column equal to given geometry value (directionality is ignored)', null],
      ['_st_intersects', 'geometry', 'does the column spatially intersect the given geometry value', null],
      ['_st_overlaps', 'geometry', "does the column 'spatially overlap' (intersect but not completely contain) the given geometry value", null],
      ['_st_touches', 'geometry', 'does the column have atleast one point in common with the given geometry value', null],
      ['_st_within', 'geometry', 'is the column contained in the given geometry value', null],
    ]);
    expect(await inputFields('geometry_cast_exp')).toEqual([['geography', 'geography_comparison_exp', null, null]]);
    expect(await inputFields('st_d_within_input')).toEqual([['distance', 'Float!', null, null], ['from', 'geometry!', null, null]]);
  });

  it('describes geography_comparison_exp as Hasura does', async (ctx) => {
    skipIfMissing(ctx);
    const fields = await inputFields('geography_comparison_exp');
    expect(fields?.filter(([name]) => name === '_cast' || String(name).startsWith('_st_'))).toEqual([
      ['_cast', 'geography_cast_exp', null, null],
      ['_st_d_within', 'st_d_within_geography_input', 'is the column within a given distance from the given geography value', null],
      ['_st_intersects', 'geography', 'does the column spatially intersect the given geography value', null],
    ]);
    expect(await inputFields('geography_cast_exp')).toEqual([['geometry', 'geometry_comparison_exp', null, null]]);
    expect(await inputFields('st_d_within_geography_input')).toEqual([
      ['distance', 'Float!', null, null], ['from', 'geography!', null, null], ['use_spheroid', 'Boolean', null, 'true'],
    ]);
  });

  it('reuses one plan for every GeoJSON value of a variable, checking each', async (ctx) => {
    skipIfMissing(ctx);
    const { engine } = engines();
    const query = 'query Near($p: geometry!) { geom_table(where: {geom_col: {_st_d_within: {distance: 0.5, from: $p}}}, order_by: {id: asc}) { id } }';
    const before = engine.planStats.reused;
    const point = (x: number, y: number) => ({ type: 'Point', coordinates: [x, y] });
    const first = await engine.execute({ query, variables: { p: point(1, 2) } }, session('admin'));
    const second = await engine.execute({ query, variables: { p: point(2.5, 0.5) } }, session('admin'));
    expect([JSON.parse(first), JSON.parse(second)]).toEqual([
      { data: { geom_table: [{ id: 1 }, { id: 2 }] } }, { data: { geom_table: [{ id: 5 }] } },
    ]);
    expect(engine.planStats.reused).toBe(before + 1);
    const refused = await engine.execute({ query, variables: { p: { type: 'Point', coordinates: [1] } } }, session('admin'));
    expect(JSON.parse(refused)).toEqual({
      errors: [{ extensions: { code: 'parse-failed', path: '$.variableValues.p.coordinates' }, message: 'A Position needs at least 2 elements' }],
    });
  });

  it('drops a permission with a PostGIS operator its column type does not take, as an inconsistency', (ctx) => {
    skipIfMissing(ctx);
    expect(engines().inconsistent.map((o) => [o.type, o.name, o.reason])).toEqual([
      ['select_permission', 'select_permission wrong_operator in table geog_table in source default',
        'Inconsistent object: in table "geog_table": in permission for role "wrong_operator": Unknown operator: _st_contains'],
    ]);
  });

  it('lists geometry columns in order_by and distinct_on, and names the scalars geometry and geography', async (ctx) => {
    skipIfMissing(ctx);
    const query = '{ order: __type(name: "geom_table_order_by") { inputFields { name } } distinct: __type(name: "geom_table_select_column") { enumValues { name } } g: __type(name: "geometry") { kind } h: __type(name: "geography") { kind } }';
    expect(JSON.parse(await engines().engine.execute({ query }, session('admin')))).toEqual({ data: {
      order: { inputFields: [{ name: 'geom_col' }, { name: 'id' }, { name: 'type' }] },
      distinct: { enumValues: [{ name: 'geom_col' }, { name: 'id' }, { name: 'type' }] },
      g: { kind: 'SCALAR' }, h: { kind: 'SCALAR' },
    } });
  });
}, { requires: 'postgis' });
