import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.ts';
import { jsonPathSteps } from './selection.ts';

describe('jsonPathSteps', () => {
  it.each([
    ['modules.accounting', ['modules', 'accounting']],
    ['$.modules.accounting', ['modules', 'accounting']],
    ['$.tags[0]', ['tags', '0']],
    ["$['key with spaces'].x", ['key with spaces', 'x']],
    ['["k"]', ['k']],
    ['$', []],
  ])('%s', (path, steps) => {
    expect(jsonPathSteps(path, '$')).toEqual(steps);
  });

  it('refuses a malformed path', () => {
    expect(() => jsonPathSteps('$.a[', '$.selectionSet.t.selectionSet.c.args.path')).toThrow(EngineError);
  });
});
