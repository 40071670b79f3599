/**
 * The e2e project's global set-up: the product started once on a fresh data directory, exactly as `npm start` on a
 * fresh clone (the portal built when stale, the migrations applied, the demo data seeded), then stopped cleanly. Each
 * test file's product then starts from a copy of that directory (productProcess.ts): the same data, its own database,
 * six seconds instead of fourteen on two cores, twelve times per run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PRODUCT_TEMPLATE, startProduct } from './productProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    [PRODUCT_TEMPLATE]: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), 'portal-e2e-template-'));
  const product = await startProduct({}, { dataDir: template });
  await product.stop({ keepData: true });
  project.provide(PRODUCT_TEMPLATE, template);
  return () => { rmSync(template, { recursive: true, force: true }); };
}
