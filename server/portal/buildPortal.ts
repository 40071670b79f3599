/**
 * One production build of the portal, in this process: Vite's `build()` with the project's vite.config.ts, then the
 * precompressed copies the server sends. Called by `ensurePortalBuilt` (npm start, the benches).
 *
 * Vite is a dev dependency, so it is imported on demand: a production install (`npm ci --omit=dev`) can still start
 * the server and serve a `dist/` built elsewhere.
 */
import path from 'node:path';
import type * as Vite from 'vite';
import { precompressDir } from './precompress.ts';

export class ViteMissingError extends Error {
  override name = 'ViteMissingError';
}

export interface PortalBuildResult {
  milliseconds: number;
  /** How many files got `.br` and `.gz` copies. */
  precompressed: number;
}

/** Builds `root`'s portal into `distDir` (emptied first). Throws ViteMissingError when Vite is not installed. */
export async function buildPortal(root: string, distDir: string): Promise<PortalBuildResult> {
  const started = performance.now();
  const vite = await importVite();
  // The portal is always built for production: Vite respects a NODE_ENV that is already set, and one inherited from a
  // test runner (`test`) or a shell (`development`) would ship React's development build, three times the size.
  // This process is the server and gets its own value back afterwards.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      // Warnings and errors only: the caller prints one line for the whole build.
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const precompressed = await precompressDir(distDir);
  return { milliseconds: performance.now() - started, precompressed };
}

async function importVite(): Promise<typeof Vite> {
  try {
    return await import('vite');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') throw new ViteMissingError('vite is not installed');
    throw error;
  }
}
