import { describe, expect, it } from 'vitest';
import { PlanCache } from './planCache.ts';

const plan = (name: string, params: string[] = []) => ({ name, paramVariables: new Set(params) });

describe('PlanCache', () => {
  it('reuses a plan for other values of its parameter variables, not for other structural values', () => {
    const cache = new PlanCache<ReturnType<typeof plan>>();
    const key = PlanCache.key('investor', null, '{ q }');
    cache.set(key, plan('by id', ['id']), { id: 'a', limit: 10 });
    expect(cache.get(key, { id: 'b', limit: 10 })?.name).toBe('by id');
    expect(cache.get(key, { id: 'b', limit: 20 })).toBeUndefined();
    expect(cache.get(key, { id: null, limit: 10 })).toBeUndefined(); // null operands must be re-parsed (an error)
    expect(cache.get(PlanCache.key('public', null, '{ q }'), { id: 'b', limit: 10 })).toBeUndefined();
  });

  it('keeps a bounded number of entries, dropping the least recently used', () => {
    const cache = new PlanCache<ReturnType<typeof plan>>(2);
    cache.set('a', plan('a'), {});
    cache.set('b', plan('b'), {});
    cache.get('a', {});
    cache.set('c', plan('c'), {});
    expect(cache.get('b', {})).toBeUndefined();
    expect(cache.get('a', {})?.name).toBe('a');
    expect(cache.size).toBe(2);
  });
});
