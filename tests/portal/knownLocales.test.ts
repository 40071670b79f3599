/**
 * The build's answer to `supportedLocalesOf` for the portal's own locales (scripts/knownLocales.ts): react-intl's and
 * intl-messageformat's calls all go through it, no line of theirs moves, it answers the portal's locales itself and
 * leaves every other question to Intl, and a library release whose calls changed stops the build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { knownLocales } from '../../scripts/knownLocales.ts';
import { supportedLocalesOf } from '../../src/i18n/supportedLocales.ts';

const root = path.resolve(import.meta.dirname, '../..');
const resolve = createRequire(path.join(root, 'package.json')).resolve;

interface Transformed { code: string }

/** The plugin's transform over `code` as module `id`; `error` collects what it would stop the build with. */
function transform(code: string, id: string): { result: Transformed | null; errors: string[] } {
  const errors: string[] = [];
  const hook = knownLocales().transform as unknown;
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as
    (this: unknown, code: string, id: string) => Transformed | null;
  try {
    return { result: handler.call({ error: (message: string) => { errors.push(message); throw new Error(message); } }, code, id), errors };
  } catch {
    return { result: null, errors };
  }
}

const CALL = /\bIntl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(/;

describe('the known locales transform', () => {
  for (const library of ['@formatjs/intl', 'intl-messageformat']) {
    it(`routes every supportedLocalesOf of ${library} through the portal's answer, moving no line`, () => {
      const file = resolve(library);
      const code = readFileSync(file, 'utf8');
      expect(code).toMatch(CALL);
      const { result, errors } = transform(code, file);
      expect(errors).toEqual([]);
      expect(result?.code).not.toMatch(CALL);
      expect(result?.code).toContain('__supportedLocalesOf(Intl.NumberFormat, ');
      const lines = code.split('\n');
      // The import is appended: every line before it is where it was.
      expect(result?.code.split('\n').slice(0, lines.length).map((line, i) => line.length >= lines[i].length)).not.toContain(false);
      expect(result?.code.split('\n').at(-2)).toMatch(/^import \{ supportedLocalesOf as __supportedLocalesOf \} from ".*supportedLocales\.ts";$/);
    });
  }

  it('leaves other modules alone and stops the build when a library\'s calls changed', () => {
    expect(transform('Intl.NumberFormat.supportedLocalesOf("en")', path.join(root, 'src/main.ts')).result).toBeNull();
    const { errors } = transform('export const none = 1;', path.join(root, 'node_modules/intl-messageformat/index.js'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('expected 2 supportedLocalesOf calls');
  });
});

describe("the portal's answer", () => {
  it('is the locale itself for pt-BR and en, without asking Intl', () => {
    const kind = { supportedLocalesOf: vi.fn(() => ['asked']) };
    expect(supportedLocalesOf(kind, 'pt-BR')).toEqual(['pt-BR']);
    expect(supportedLocalesOf(kind, 'en')).toEqual(['en']);
    expect(kind.supportedLocalesOf).not.toHaveBeenCalled();
    // What Intl itself answers for them, where its data has them (Node's full ICU does).
    expect(Intl.NumberFormat.supportedLocalesOf('pt-BR')).toEqual(['pt-BR']);
    expect(Intl.DateTimeFormat.supportedLocalesOf('en')).toEqual(['en']);
  });

  it("is Intl's own for any other locale, a list, options or a malformed tag", () => {
    expect(supportedLocalesOf(Intl.NumberFormat, 'fr-FR')).toEqual(Intl.NumberFormat.supportedLocalesOf('fr-FR'));
    expect(supportedLocalesOf(Intl.NumberFormat, ['en', 'pt-BR'])).toEqual(['en', 'pt-BR']);
    expect(supportedLocalesOf(Intl.DateTimeFormat, 'pt-br')).toEqual(['pt-BR']);
    expect(() => supportedLocalesOf(Intl.NumberFormat, 'not a tag!')).toThrow(RangeError);
  });
});
