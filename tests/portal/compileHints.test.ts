/**
 * The build's compile hints (scripts/compileHints.ts): the entry and the chunks it imports statically start with V8's
 * hint, their source maps move down a line with them, a route's chunk is left alone, and the SSR build is untouched.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compileHints } from '../../scripts/compileHints.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

function chunk(fileName: string, isEntry: boolean, imports: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, isEntry, imports } as unknown as Rollup.OutputChunk;
}

/** Runs the plugin's hooks over three written chunks: the entry, one it imports, and a route's. */
function build(ssr: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  for (const name of ['entry.js', 'react.js', 'route.js']) {
    writeFileSync(path.join(dir, name), `const __vite__mapDeps = 1;\nexport const x = 1;\n`);
    writeFileSync(path.join(dir, `${name}.map`), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
  }
  const plugin = compileHints();
  // A hook is a function or an object holding it as `handler`; these two use no plugin context.
  const call = (hook: unknown, ...args: unknown[]): void => {
    const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as (...a: unknown[]) => void;
    handler.apply({}, args);
  };
  call(plugin.configResolved, { build: { ssr } });
  const bundle = {
    'entry.js': chunk('entry.js', true, ['react.js']),
    'react.js': chunk('react.js', false, []),
    'route.js': chunk('route.js', false, ['react.js']),
  };
  call(plugin.writeBundle, { dir }, bundle);
  call(plugin.writeBundle, { dir }, bundle);
  return dir;
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, name), 'utf8');

describe('compileHints', () => {
  it('puts the hint first in the entry and its static imports, once, and moves their maps down a line', () => {
    const dir = build(false);
    for (const name of ['entry.js', 'react.js']) {
      expect(read(dir, name)).toBe(`${HINT}const __vite__mapDeps = 1;\nexport const x = 1;\n`);
      expect(JSON.parse(read(dir, `${name}.map`))).toEqual({ version: 3, mappings: ';AAAA;AACA' });
    }
    expect(read(dir, 'route.js').startsWith(HINT)).toBe(false);
    expect(JSON.parse(read(dir, 'route.js.map'))).toEqual({ version: 3, mappings: 'AAAA;AACA' });
  });

  it('leaves the server-side build alone', () => {
    const dir = build(true);
    expect(read(dir, 'entry.js').startsWith(HINT)).toBe(false);
  });
});
