import { describe, expect, it } from 'vitest';
import { errorCodes, GraphQLClientError, GraphQLRequestError, toClientError, toErrorEntry } from './errors.ts';

describe('errorCodes', () => {
  it("lists every GraphQL error's extensions.code, skipping entries without one", () => {
    const error = new GraphQLRequestError('Op', [
      { message: 'a', code: 'validation-failed', path: '$.x' }, { message: 'b' }, { message: 'c', code: 'permission-error' },
    ], 200);
    expect(errorCodes(error)).toEqual(['validation-failed', 'permission-error']);
  });

  it("gives a client error's code, and nothing for foreign errors", () => {
    expect(errorCodes(new GraphQLClientError('network', 0, 'Network Error'))).toEqual(['network']);
    expect(errorCodes(new Error('x'))).toEqual([]);
    expect(errorCodes('x')).toEqual([]);
  });
});

describe('toErrorEntry', () => {
  it("keeps Hasura's message, code and path, and never drops a malformed entry", () => {
    expect(toErrorEntry({ message: 'm', extensions: { code: 'c', path: '$' } })).toEqual({ message: 'm', code: 'c', path: '$' });
    expect(toErrorEntry({ message: 'm' })).toEqual({ message: 'm' });
    expect(toErrorEntry('boom')).toEqual({ message: 'boom' });
    expect(toErrorEntry({ oops: 1 })).toEqual({ message: '{"oops":1}' });
  });
});

describe('toClientError', () => {
  const live = new AbortController().signal;

  it('classifies aborts, network failures and the rest', () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(toClientError(new Error('whatever'), aborted.signal)).toMatchObject({ error: 'abort-error', status: 0 });
    expect(toClientError(new TypeError('fetch failed'), live)).toMatchObject({ error: 'network', status: 0, message: 'Network Error' });
    expect(toClientError(new RangeError('odd'), live)).toMatchObject({ error: 'unknown', status: 500, message: 'odd' });
  });

  it('passes errors of its own kind through unchanged', () => {
    const own = new GraphQLClientError('Bad Gateway', 502, 'Bad Gateway');
    expect(toClientError(own, live)).toBe(own);
  });
});
