/**
 * The two catalogues against the code: every message the portal shows has an English and a Brazilian Portuguese
 * text, each translation uses the same placeholders as its English original, and `en.json` is exactly what
 * `npm run intl:extract` makes of the messages' defaults (so a changed English text cannot be forgotten).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'src/i18n/catalogues', `${locale}.json`), 'utf8')) as Record<string, string>;

const scratch = mkdtempSync(path.join(tmpdir(), 'intl-'));
afterAll(() => { rmSync(scratch, { recursive: true, force: true }); });

/** The messages in the code, extracted as `npm run intl:extract` does. */
function extracted(): Record<string, string> {
  const cli = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
  const out = path.join(scratch, 'extracted.json');
  const args = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string | undefined> };
  // The same globs as the script, so the test and the script cannot drift apart.
  const script = args.scripts['intl:extract'] ?? '';
  const globs = [...script.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const [sources = '', ...ignored] = globs;
  execFileSync(process.execPath, [cli, 'extract', sources, ...ignored.flatMap((glob) => ['--ignore', glob]), '--format', 'simple', '--out-file', out], { cwd: root });
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
}

/** The names of a message's arguments and tags: what a translation must keep. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  const code = extracted();
  const en = catalogue('en');
  const pt = catalogue('pt-BR');

  it('the code has messages at all', () => {
    expect(Object.keys(code).length).toBeGreaterThan(20);
  });

  it('en.json is what intl:extract makes of the code (run `npm run intl:extract`)', () => {
    expect(en).toEqual(code);
  });

  it('pt-BR has every message of the code, and nothing else', () => {
    expect(Object.keys(pt).filter((id) => !(id in code))).toEqual([]);
    expect(Object.keys(code).filter((id) => !(id in pt))).toEqual([]);
  });

  it('no translation is empty', () => {
    expect(Object.entries(pt).filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
  });

  it('every translation keeps the placeholders and tags of its English original', () => {
    const mismatched = Object.keys(code)
      .filter((id) => id in pt)
      .filter((id) => argumentNames(code[id] ?? '').join() !== argumentNames(pt[id] ?? '').join());
    expect(mismatched).toEqual([]);
  });
});
