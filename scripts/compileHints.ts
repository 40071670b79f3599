/**
 * Marks the scripts the portal runs on every first load for eager compilation (V8's explicit compile hints: a
 * `//# allFunctionsCalledOnLoad` comment as a script's first line, honoured since Chrome 136).
 *
 * Without it V8 compiles a function only when it is first called, on the main thread: two traces of the sign-in
 * page's load on this project's two-core machine (other work running) showed 92-131 ms of `V8.CompileCode` and
 * 46-53 ms of `V8.ParseFunction` in its long tasks, on react-dom, react-router and Blueprint functions that every first
 * render calls; with the hint, 10-11 ms of `V8.CompileCode`. V8 compiles those scripts while they stream in, on a
 * background thread. Only the entry and the chunks it imports statically get it: the routes'
 * own chunks load later and run only part of their code.
 *
 * The comment must be the file's very first line, and Vite writes its own preamble at the top of the entry after
 * every plugin's `generateBundle`, so this edits the written files (and shifts their source maps by that one line).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: 'investor-portal:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      for (const fileName of [entry.fileName, ...entry.imports]) {
        const file = path.join(options.dir, fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(HINT)) continue;
        writeFileSync(file, HINT + code);
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        // One more line at the top: the map's lines move down by one (a leading ";" is an empty line's mappings).
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(mapFile, JSON.stringify(map));
      }
    },
  };
}
