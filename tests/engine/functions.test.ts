/**
 * Tracked SQL functions (issue 22): Hasura's own cases (server/tests-py/queries/graphql_query/functions) rewritten
 * as golden cases in tests/engine/functions/, and the functions its metadata checks refuse dropped and reported.
 */
import { expect, it } from 'vitest';
import { session } from '../helpers/engineFixture.ts';
import { goldenFolder } from './goldenFolder.ts';

/** The first message of a live query. */
function firstMessage(subscribe: (next: (body: string) => void, fail: (error: unknown) => void) => () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = subscribe((body) => { stop(); resolve(body); }, reject);
  });
}

goldenFolder('functions', (engines) => {
  it('serves a function as a subscription root field, its session argument per subscriber', async () => {
    const query = 'subscription { get_session_var(args: {session_var: "x-hasura-test"}) { result } search_posts_aggregate(args: {search: "post"}) { aggregate { count } } }';
    const body = await firstMessage((next, error) => engines().engine.subscribe(
      { query }, session('admin', { 'x-hasura-test': 'live' }), { next, error }));
    expect(JSON.parse(body)).toEqual({ data: { get_session_var: [{ result: 'live' }], search_posts_aggregate: { aggregate: { count: 2 } } } });
  });

  it('refetches a live query with a session argument in its multiplexed statement', async () => {
    const { engine } = engines();
    const query = 'subscription { get_session_var(args: {session_var: "x-hasura-test"}) { result } text_result_aggregate { aggregate { count } } }';
    const bodies: unknown[] = [];
    const second = new Promise<void>((resolve, reject) => {
      const stop = engine.subscribe({ query }, session('admin', { 'x-hasura-test': 'multiplexed' }), {
        next: (body) => {
          bodies.push(JSON.parse(body));
          if (bodies.length === 2) { stop(); resolve(); }
        },
        error: reject,
      });
    });
    await new Promise((resolve) => { setTimeout(resolve, 200); });
    await engine.execute({ query: 'mutation { add_result(args: {value: "live"}) { result } }' }, session('admin'));
    await second;
    const count = (body: unknown) => (body as { data: { text_result_aggregate: { aggregate: { count: number } } } }).data.text_result_aggregate.aggregate.count;
    expect(bodies.map((b) => (b as { data: { get_session_var: unknown } }).data.get_session_var)).toEqual([[{ result: 'multiplexed' }], [{ result: 'multiplexed' }]]);
    expect(count(bodies[1])).toBe(count(bodies[0]) + 1);
  });

  it('introspects the root fields of a function as Hasura describes them, args first', async () => {
    const query = '{ __type(name: "query_root") { fields { name description args { name description type { kind name ofType { name } } } } } }';
    const body = JSON.parse(await engines().engine.execute({ query }, session('admin'))) as {
      data: { __type: { fields: { name: string; description: string | null; args: { name: string; description: string | null; type: { kind: string; name: string | null; ofType: { name: string | null } | null } }[] }[] } };
    };
    const field = (name: string) => body.data.__type.fields.find((f) => f.name === name);
    const summary = (name: string) => {
      const f = field(name);
      return f && { description: f.description, args: f.args.map((a) => a.name), first: f.args[0] };
    };
    expect(summary('search_posts')).toEqual({
      description: 'execute function "search_posts" which returns "post"',
      args: ['args', 'distinct_on', 'limit', 'offset', 'order_by', 'where'],
      first: { name: 'args', description: 'input parameters for function "search_posts"', type: { kind: 'NON_NULL', name: null, ofType: { name: 'search_posts_args' } } },
    });
    expect(summary('search_posts_aggregate')?.description).toBe('execute function "search_posts" and query aggregates on result of table type "post"');
    // Every argument has a default: `args` may be left out.
    expect(summary('get_published')?.args).toEqual(['distinct_on', 'limit', 'offset', 'order_by', 'where']);
    expect(field('my_add')?.args[0]?.type).toEqual({ kind: 'NON_NULL', name: null, ofType: { name: 'my_add_args' } });
    expect(summary('nameBase')?.description).toBe('execute function "unaliased_function" which returns "post"');
  });

  it('reuses one plan for every value of a function argument given as a variable', async () => {
    const { engine } = engines();
    const query = 'query Search($s: String) { search_posts(args: {search: $s}) { title } }';
    const before = engine.planStats.reused;
    const first = await engine.execute({ query, variables: { s: 'hasura' } }, session('admin'));
    const second = await engine.execute({ query, variables: { s: 'another' } }, session('admin'));
    expect([JSON.parse(first), JSON.parse(second)]).toEqual([
      { data: { search_posts: [{ title: 'post by hasura' }] } }, { data: { search_posts: [{ title: 'post by another' }] } },
    ]);
    expect(engine.planStats.reused).toBe(before + 1);
  });

  it('drops and reports inconsistent functions, serving the rest', () => {
    const reasons = engines().inconsistent.map((o) => [o.type, o.name, o.reason]);
    expect(reasons).toEqual([
      ['function', 'function volatile_func in source default', 'Inconsistent object: in function "volatile_func": the function "volatile_func" cannot be tracked because the function is "VOLATILE" (the default) and can only be tracked as a mutation, with "as_mutation: true"'],
      ['function', 'function stable_func in source default', 'Inconsistent object: in function "stable_func": the function "stable_func" cannot be tracked because only "VOLATILE" functions can be tracked as mutations'],
      ['function', 'function scalar_func in source default', 'Inconsistent object: in function "scalar_func": the function "scalar_func" cannot be tracked because the function does not return a SETOF table'],
      ['function', 'function missing_func in source default', 'Inconsistent object: in function "missing_func": no such function exists in postgres : "missing_func"'],
      ['function', 'function get_session_var_value in source default', 'Inconsistent object: in function "get_session_var_value": the function "get_session_var_value" cannot be tracked because given session argument "session_var" is not of type json'],
      ['function', 'function overloaded in source default', 'Inconsistent object: in function "overloaded": function "overloaded" is overloaded. Overloaded functions are not supported'],
      ['function', 'function get_session_var_random in source default', 'Inconsistent object: in function "get_session_var_random": the function "get_session_var_random" cannot be tracked because given session argument "random" not the input argument of the function'],
      ['function', 'function clashing_func in source default', 'Inconsistent object: in function "clashing_func": the root field "post" is already defined by table "post"'],
    ]);
  });
});
