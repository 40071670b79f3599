import { Classes } from '@blueprintjs/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { themeChoice, useBodyTheme } from './theme.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/** The switch as the portal has it: App.tsx applies the theme to <body>, the top bar holds the switch. */
function Themed() {
  useBodyTheme();
  return <ThemeSwitch />;
}

const show = () => render(<IntlRoot locale="en"><Themed /></IntlRoot>);

describe('<ThemeSwitch>', () => {
  beforeEach(() => { themeChoice.set('light'); });

  it('is light by default', () => {
    show();
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
    expect(screen.getByRole('button', { name: 'Use the dark theme' })).toBeTruthy();
  });

  it('starts light when no choice is stored', async () => {
    localStorage.clear();
    // The choice is read once, when its module loads: load it afresh, as a first visit does.
    vi.resetModules();
    const { themeChoice: firstVisit } = await import('./theme.ts');
    expect(firstVisit.get()).toBe('light');
  });

  it('puts Blueprint\'s dark class on the body and keeps the choice', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Use the dark theme' }));
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Use the light theme' })).toBeTruthy();
  });

  it('goes back to light', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Use the dark theme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use the light theme' }));
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
