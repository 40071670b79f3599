/**
 * The Relay schema (`/v1beta1/relay`, issue 22): Hasura's own Relay cases (server/tests-py/queries/graphql_query/
 * relay, basic/ and permissions/) rewritten as golden cases in tests/engine/relay/, run with `#> endpoint: relay`;
 * `ours_*` cases are the engine's own.
 */
import { getIntrospectionQuery } from 'graphql';
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

interface TypeInfo {
  name: string;
  interfaces: { name: string }[] | null;
  fields: { name: string }[] | null;
  possibleTypes: { name: string }[] | null;
}

goldenFolder('relay', (engines) => {
  it('introspects as a valid schema: node types implement Node, the roots hold node and connections only', async () => {
    const body = JSON.parse(await engines().engine.execute({ query: getIntrospectionQuery() }, session('admin'), 'relay')) as {
      data?: { __schema: { types: TypeInfo[] } }; errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    const types = new Map((body.data?.__schema.types ?? []).map((t) => [t.name, t]));
    const names = (list: { name: string }[] | null | undefined) => (list ?? []).map((f) => f.name);
    expect(names(types.get('query_root')?.fields)).toEqual(['article_connection', 'author_connection', 'big_key_connection', 'node', 'search_articles_connection', 'user_connection']);
    expect(names(types.get('subscription_root')?.fields)).toEqual(names(types.get('query_root')?.fields));
    expect(names(types.get('Node')?.possibleTypes).sort()).toEqual(['article', 'author', 'big_key', 'user']);
    expect(names(types.get('author')?.interfaces)).toEqual(['Node']);
    // The view has no primary key: no Node, no connection to it, its `id` column kept.
    expect(names(types.get('article_view')?.interfaces)).toEqual([]);
    expect(names(types.get('article_view')?.fields)).toContain('id');
    expect(names(types.get('author')?.fields)).toEqual([
      'articles', 'articles_aggregate', 'articles_connection', 'articles_view', 'articles_view_aggregate', 'id', 'name',
    ]);
    expect(names(types.get('authorConnection')?.fields)).toEqual(['edges', 'pageInfo']);
    expect(names(types.get('PageInfo')?.fields)).toEqual(['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor']);
  });

  it('leaves the ordinary schema without Relay types', async () => {
    const body = JSON.parse(await engines().engine.execute({ query: '{ __type(name: "author") { interfaces { name } fields { name } } node: __type(name: "Node") { name } }' }, session('admin'))) as {
      data: { __type: { interfaces: unknown[]; fields: { name: string }[] }; node: unknown };
    };
    expect(body.data.node).toBeNull();
    expect(body.data.__type.interfaces).toEqual([]);
    expect(body.data.__type.fields.map((f) => f.name)).not.toContain('articles_connection');
  });
});
