import { useEffect, useSyncExternalStore } from 'react';
import { Classes } from '@blueprintjs/core';
import { persistedValue } from './persistedValue.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Light by default (spec §9); the choice survives reloads and follows other tabs. */
export const themeChoice = persistedValue<Theme>(
  'theme',
  (stored) => ((THEMES as readonly string[]).includes(stored) ? (stored as Theme) : null),
  'light',
);

export function useTheme(): Theme {
  return useSyncExternalStore(themeChoice.subscribe, themeChoice.get, themeChoice.get);
}

/**
 * Puts Blueprint's dark class on <body>, not on a wrapper: dialogs, popovers and toasts render in portals under
 * <body>, and they must be dark too.
 */
export function useBodyTheme(): void {
  const theme = useTheme();
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
}
