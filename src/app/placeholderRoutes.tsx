import type { RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import type { PlaceholderKey } from './shell/PlaceholderScreen.tsx';

/** The /app screens that later work fills in; until then each shows the shell and says what will be there. */
const PLACEHOLDERS: readonly (readonly [path: string, key: PlaceholderKey])[] = [
  [paths.managementAccounting, 'managementAccounting'],
];

export function placeholderRoutes(): RouteObject[] {
  return PLACEHOLDERS.map(([path, key]) => ({
    path,
    lazy: async () => {
      const { PlaceholderScreen } = await import('./shell/PlaceholderScreen.tsx');
      return { Component: () => <PlaceholderScreen screen={key} /> };
    },
  }));
}
