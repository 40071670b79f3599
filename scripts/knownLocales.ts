/**
 * Answers `Intl.*.supportedLocalesOf` for the portal's own languages without asking ICU, in react-intl's and
 * intl-messageformat's code (a build and test transform).
 *
 * Why: the first `supportedLocalesOf` of a page makes Chrome build its table of available locales, one long task
 * before any message shows: 78-104 ms on the sign-in page's first render on this project's two-core machine, 34 ms on
 * a blank page, four times as long on the phone Lighthouse simulates. react-intl calls it once per provider
 * (`createIntl` checks that the locale has number and date data) and intl-messageformat once per message with
 * values (`resolveLocale`); the sign-in page calls nothing else of Intl that would need the table (16 calls, and 14
 * `new Intl.Locale`, which does not).
 *
 * What: each such call goes through `supportedLocalesOf` below, which answers `[locale]` for exactly the locales the
 * portal ships (every browser with Intl has them: en and pt are in the smallest ICU data Chrome, Firefox and Safari
 * ship) and asks Intl for anything else, so a list, an unknown or a malformed tag gets Intl's own answer or error.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** The library modules that call it, and the calls each must have: a new release that changed them fails the build. */
const PATCHED: readonly { file: RegExp; calls: number }[] = [
  { file: /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/, calls: 2 },
  { file: /[\\/]node_modules[\\/]intl-messageformat[\\/]index\.js$/, calls: 2 },
];

const CALL = /\bIntl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(/g;

export function knownLocales(): Plugin {
  const helper = path.join(import.meta.dirname, '../src/i18n/supportedLocales.ts');
  return {
    name: 'investor-portal:known-locales',
    enforce: 'pre',
    transform(code, id) {
      const patched = PATCHED.find(({ file }) => file.test(id.split('?')[0]));
      if (!patched) return null;
      const found = code.match(CALL)?.length ?? 0;
      if (found !== patched.calls) {
        this.error(`known locales: expected ${patched.calls} supportedLocalesOf calls in ${id}, found ${found}; check the library's new code`);
      }
      const body = code.replace(CALL, (_call, kind: string) => `__supportedLocalesOf(Intl.${kind}, `);
      // The import goes last (imports are hoisted), so no line moves and the library's source map still holds.
      return { code: `${body}\nimport { supportedLocalesOf as __supportedLocalesOf } from ${JSON.stringify(helper)};\n`, map: null };
    },
  };
}
