/**
 * Makes sure `dist/` holds a build of the current sources before the server starts serving it, so that the first
 * `npm start` on a fresh clone builds the portal and later starts skip the build until a source changes.
 *
 * Staleness: each build records the fingerprint of its inputs (buildInputs.ts) in `dist/.build-stamp.json`; `dist/`
 * is stale when `dist/index.html` or the stamp is missing, or the fingerprint on disk differs from the recorded one.
 * The fingerprint is taken before the build starts, so a file saved during a build makes the next start build again.
 *
 * `PORTAL_BUILD` overrides the check: `skip` serves whatever `dist/` holds (or nothing), `force` always builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstDifference, readBuildInputs, type BuildInputs, type InputEntries } from './buildInputs.ts';
import { buildPortal, ViteMissingError } from './buildPortal.ts';

export type PortalBuildMode = 'auto' | 'skip' | 'force';

export const STAMP_FILE = '.build-stamp.json';

interface BuildStamp {
  fingerprint: string;
  builtAt: string;
  entries: InputEntries;
}

/** `PORTAL_BUILD`, parsed once at start-up with the rest of the configuration. */
export function portalBuildModeFromEnv(env: NodeJS.ProcessEnv = process.env): PortalBuildMode {
  const value = env.PORTAL_BUILD?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'auto') return 'auto';
  if (value === 'skip' || value === 'force') return value;
  throw new Error(`PORTAL_BUILD must be auto, skip or force, got "${env.PORTAL_BUILD ?? ''}"`);
}

export type Staleness = { stale: false } | { stale: true; reason: string };

/** Whether `distDir` needs a new build of `root`'s sources (no build runs here). */
export function portalStaleness(root: string, distDir: string, env: NodeJS.ProcessEnv = process.env): Staleness {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return { stale: true, reason: 'no dist/index.html yet' };
  const stamp = readStamp(distDir);
  if (!stamp) return { stale: true, reason: `no ${STAMP_FILE} (built outside npm start)` };
  const inputs = readBuildInputs(root, env);
  if (inputs.fingerprint === stamp.fingerprint) return { stale: false };
  // Same files, same stats, different fingerprint: the VITE_* environment changed.
  return { stale: true, reason: firstDifference(stamp.entries, inputs.entries) ?? 'VITE_* variables changed' };
}

export interface EnsurePortalOptions {
  /** The project root: vite.config.ts, index.html and src/ live here. */
  root: string;
  /** The build's output folder (vite.config.ts's `build.outDir`, resolved). */
  distDir: string;
  mode: PortalBuildMode;
  /** Where the one-line report goes. */
  log?: (line: string) => void;
  /** Its `VITE_*` variables are part of the fingerprint (Vite compiles them in). */
  env?: NodeJS.ProcessEnv;
}

export interface PortalState {
  /** The folder to serve, or null: the server then serves only the API. */
  distDir: string | null;
  /** Whether this call ran a build. */
  built: boolean;
}

/** Builds when needed (see the module comment) and says what there is to serve. Never throws for a failed build. */
export async function ensurePortalBuilt(options: EnsurePortalOptions): Promise<PortalState> {
  const { root, distDir, mode, log = console.log, env = process.env } = options;
  const servable = (): string | null => (fs.existsSync(path.join(distDir, 'index.html')) ? distDir : null);
  if (mode === 'skip') {
    if (!servable()) log('portal: PORTAL_BUILD=skip and no dist/index.html: serving only the API');
    return { distDir: servable(), built: false };
  }
  const staleness: Staleness = mode === 'force' ? { stale: true, reason: 'PORTAL_BUILD=force' } : portalStaleness(root, distDir, env);
  if (!staleness.stale) return { distDir, built: false };

  const inputs = readBuildInputs(root, env);
  try {
    const result = await buildPortal(root, distDir);
    writeBuildStamp(distDir, inputs);
    log(`portal: built ${path.relative(root, distDir) || distDir}/ in ${(result.milliseconds / 1000).toFixed(1)} s (${staleness.reason})`);
    return { distDir, built: true };
  } catch (error) {
    const existing = servable();
    if (error instanceof ViteMissingError) {
      log(existing
        ? 'portal: vite is not installed (production install), serving dist/ as it was built'
        : 'portal: no dist/ to serve and vite is not installed to build it (run `npm install`, then `npm start`): serving only the API');
    } else {
      // A syntax error in src/ must not take the API down with it. Vite's own log only says that the build failed.
      log(`portal: build failed, ${existing ? 'serving the previous dist/' : 'serving only the API'}:\n${(error as Error).message}`);
    }
    return { distDir: existing, built: false };
  }
}

function readStamp(distDir: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(distDir, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.fingerprint === 'string' && typeof stamp.entries === 'object' ? stamp as BuildStamp : null;
  } catch {
    return null;
  }
}

/** Records that `distDir` now holds a build of `inputs` (taken before that build started). */
export function writeBuildStamp(distDir: string, inputs: BuildInputs): void {
  const stamp: BuildStamp = { fingerprint: inputs.fingerprint, builtAt: new Date().toISOString(), entries: inputs.entries };
  fs.writeFileSync(path.join(distDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}
