import { Icons } from '@blueprintjs/icons';
import type { IconName, IconPaths } from '@blueprintjs/icons';

/**
 * Blueprint draws some icons itself from their names (a Callout's intent icon, a Dialog's close button). Its default
 * loader then downloads the paths of every icon of that size: about 100 KB of compressed JavaScript, twice, for a
 * handful of shapes. This loader knows the few names Blueprint's components use on their own and fetches only
 * those; an unknown name still works, through the whole set, loaded once. Our own code passes icon components
 * (`<ErrorIcon />`), which carry their paths with them and never come here.
 */
const KNOWN: Partial<Record<IconName, { 16: () => Promise<{ default: IconPaths }>; 20: () => Promise<{ default: IconPaths }> }>> = {
  error: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js'),
  },
  tick: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js'),
  },
  'warning-sign': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  },
  'info-sign': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js'),
  },
  'small-cross': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-cross.js'),
  },
  cross: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js'),
  },
};

async function loadPaths(name: IconName, size: number): Promise<IconPaths> {
  const known = KNOWN[name];
  if (known) return (await (size >= 20 ? known[20]() : known[16]())).default;
  const all = size >= 20
    ? await import('@blueprintjs/icons/lib/esm/generated/20px/paths/index.js')
    : await import('@blueprintjs/icons/lib/esm/generated/16px/paths/index.js');
  const key = name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/^./, (letter) => letter.toUpperCase());
  return (all as unknown as Record<string, IconPaths | undefined>)[key] ?? [];
}

/** Installs the loader; call once, before the first render. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadPaths });
}
