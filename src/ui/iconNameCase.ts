/**
 * The two case conversions of change-case 4 that Blueprint's icon modules call, fast for the names they pass.
 *
 * `@blueprintjs/icons` builds its `IconNames` table when the module is first evaluated: pascalCase and snakeCase of
 * each of its 706 icon names, 1,412 calls through change-case's general splitting (three regular-expression passes and
 * an options object each), inside the page's first long task. Building the table that way took 7.0-10.1 ms in a
 * fresh Node 24 process on this project's two-core machine, against 3.5 ms with this module (best of eight runs each);
 * a phone takes about four times as long. The build resolves `change-case` here (vite.config.ts).
 *
 * Every icon name is lowercase words of letters and digits joined by hyphens, which has a direct answer with the
 * same result as change-case's (tests/portal/iconNameCase.test.ts checks all 706 names). Anything else goes to
 * change-case itself, imported by its file so that the alias does not send it back here.
 */
import { pascalCase as generalPascalCase, snakeCase as generalSnakeCase } from 'change-case/dist.es2015/index.js';
import type { Options } from 'change-case/dist.es2015/index.js';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "arrow-top-right" → "ArrowTopRight"; a word after the first that starts with a digit gets "_" ("media-2" → "Media_2"). */
export function pascalCase(input: string, options?: Options): string {
  if (options !== undefined || !KEBAB.test(input)) return generalPascalCase(input, options);
  let result = '';
  const words = input.split('-');
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const first = word.charAt(0);
    result += index > 0 && first >= '0' && first <= '9' ? `_${word}` : first.toUpperCase() + word.slice(1);
  }
  return result;
}

/** "arrow-top-right" → "arrow_top_right". */
export function snakeCase(input: string, options?: Options): string {
  if (options !== undefined || !KEBAB.test(input)) return generalSnakeCase(input, options);
  return input.replaceAll('-', '_');
}
