/**
 * Note [The prerendered sign-in page]
 * On a phone the sign-in page painted only once the portal's JavaScript had arrived, run and fetched its catalogue:
 * Lighthouse's mobile run put its LCP at 3.5 s, 86 % of it render delay behind the entry script. So the production
 * build renders the page to HTML (src/prerender/signInPage.tsx, with the same components, in pt-BR and English) and
 * puts it in index.html, where it paints as soon as the stylesheet has arrived. A small inline script, run before the
 * first paint, keeps it only where it belongs: on /sign-in, for a visitor with no session cookie, in the language
 * they chose (the English copy waits in a <template>), in the light theme; elsewhere it removes it. The portal renders
 * beside it, hidden, and when the live page has mounted it takes over (src/app/prerenderedPage.ts): what was typed
 * moves into the live fields, focus too, and the HTML copy goes; a form the visitor sent in the meantime is sent
 * by the live page, and a button outside the forms pressed in the meantime (by SMS, a passkey …) is pressed by it. The copy's own forms never send anything (a form sent without the script would put the
 * password in the address).
 *
 * The page is rendered by a second, SSR build of that one entry, after the client build: the same Vite config, so
 * CSS modules get the same class names as the client's stylesheet. `npm run dev` and the mock mode are untouched.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import beastiesExport from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';

// beasties' types declare `export default` in a CommonJS-typed package, so TypeScript expects the class one
// `default` deeper than Node's ESM import gives it: take whichever holds it.
type BeastiesClass = typeof beastiesExport.default;
const nested: unknown = Reflect.get(beastiesExport, 'default');
const Beasties = (typeof nested === 'function' ? nested : beastiesExport) as BeastiesClass;

type Catalogue = Readonly<Record<string, string>>;
interface SignInPageModule { renderSignInPage: (locale: 'pt-BR' | 'en', messages: Catalogue) => string }

/**
 * Run before the first paint, right after the markup: see Note [The prerendered sign-in page]. It also starts the
 * portal's scripts, whose tags the build takes out of the head: the entry (`entry`) and the chunks it imports
 * (`preloads`). Where the copy stays, they start after its first frame. Run from the head, the entry ran as soon as
 * it was there, which on a phone with a warm cache came before the copy's first paint, and the paint waited for it;
 * and their downloads, begun before the paint, shared the phone's link with what the paint needed (Lighthouse's
 * mobile run put the first paint at 2.1 s, behind 130 kB of script, against 0.13 s observed). Elsewhere, where there
 * is nothing to paint before the portal, they start at once.
 */
const keepOrDrop = (entry: string, preloads: string[]) => `(function () {
  var page = document.getElementById('prerendered-page');
  var english = document.getElementById('prerendered-page-en');
  var root = document.getElementById('root');
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(${JSON.stringify(entry)});
  };
  if (!page || !root) {
    start();
    return;
  }
  var stored = function (key) { try { return window.localStorage.getItem(key); } catch (e) { return null; } };
  var signedIn = /(?:^|;\\s*)nhostRefreshToken=/.test(document.cookie);
  // The copy's inlined rules are the light theme's: a visitor who chose the dark one gets the live page only.
  if (location.pathname !== '/sign-in' || signedIn || stored('theme') === 'dark') {
    page.remove();
    if (english) english.remove();
    start();
    return;
  }
  if (stored('locale') === 'en' && english) {
    page.innerHTML = english.innerHTML;
    document.documentElement.lang = 'en';
  }
  if (english) english.remove();
  // A form sent before the portal has taken over is sent by the live page when it does (src/app/prerenderedPage.ts).
  page.addEventListener('submit', function (event) {
    event.preventDefault();
    page.setAttribute('data-sent-form', String(Array.prototype.indexOf.call(page.querySelectorAll('form'), event.target)));
  }, true);
  // So is a button outside the forms (by SMS, a passkey, a provider, sign up): the copy's buttons do nothing.
  page.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.form) return;
    page.setAttribute('data-pressed-button', String(Array.prototype.indexOf.call(page.querySelectorAll('button'), button)));
  }, true);
  root.hidden = true;
  // A frame callback runs before the frame's paint, and a task it queues after it. A hidden tab paints nothing.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

async function renderPages(config: ResolvedConfig): Promise<{ pt: string; en: string }> {
  // Inside the project, so the bundle's imports of React, Blueprint and the rest resolve from node_modules.
  const cache = path.join(config.root, 'node_modules', '.cache', 'investor-portal');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'prerender-sign-in-'));
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: path.join(config.root, 'src/prerender/signInPage.tsx'),
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        manifest: false,
        rollupOptions: { output: { entryFileNames: 'signInPage.mjs' } },
      },
    });
    const page = (await import(pathToFileURL(path.join(outDir, 'signInPage.mjs')).href)) as SignInPageModule;
    const catalogue = (name: string) =>
      JSON.parse(readFileSync(path.join(config.root, 'src/i18n/catalogues', name), 'utf8')) as Catalogue;
    return { pt: page.renderSignInPage('pt-BR', catalogue('pt-BR.json')), en: page.renderSignInPage('en', catalogue('en.json')) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The copy paints once its CSS is there, and Blueprint's stylesheet is 470 kB (35 kB compressed) that shares the
 * phone's bandwidth with the scripts: so the rules the copy uses are inlined (beasties, which reads the page as a
 * browser would) and the whole stylesheet loads without blocking the paint.
 */
function withCriticalCss(page: string, outDir: string): Promise<string> {
  const inliner = new Beasties({
    path: outDir, publicPath: '/', preload: 'media', pruneSource: false, inlineFonts: false, logLevel: 'warn',
  });
  return inliner.process(page);
}

interface ManifestChunk { css?: string[]; imports?: string[] }

/**
 * The stylesheets of the sign-in screen's lazy chunk (and what it imports) that the entry does not load: the copy
 * uses their classes before that chunk arrives, so they are inlined in the head (a few kB; the live page loads the
 * same rules again, to the same effect).
 */
function signInChunkCss(outDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Partial<Record<string, ManifestChunk>>;
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const files: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) if (!entryCss.has(file) && !files.includes(file)) files.push(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('src/auth/SignInScreen.tsx');
  return files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
}

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'investor-portal:prerender-sign-in',
    // The client build of the product only: not the SSR build this plugin starts, not `npm run dev`, not the mock.
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true && env.mode !== 'mock',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      const html = readFileSync(indexFile, 'utf8');
      const marker = '<div id="root"></div>';
      if (!html.includes(marker)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
      // The entry's tag and its chunks' preloads leave the head: the script below starts them.
      const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const entry = entryTag.exec(html)?.[1];
      if (!entry) throw new Error('prerender: index.html has no module script for the entry');
      const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
      const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
      const { pt, en } = await renderPages(config);
      const markup = `<div id="prerendered-page">${pt}</div>`
        + `<template id="prerendered-page-en">${en}</template>`
        + marker
        // After #root, which it hides when the copy stays.
        + `<script>${keepOrDrop(entry, [entry, ...preloads])}</script>`;
      const css = signInChunkCss(outDir);
      const page = html
        .replace(entryTag, '')
        .replace(preloadTag, '')
        .replace(marker, markup)
        .replace('</head>', `<style>${css}</style>\n  </head>`);
      writeFileSync(indexFile, await withCriticalCss(page, outDir));
    },
  };
}
