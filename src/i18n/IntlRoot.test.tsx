import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '../ui/LanguageSelect.tsx';
import { IntlRoot } from './IntlRoot.tsx';
import { localeChoice } from './locales.ts';

describe('<IntlRoot>', () => {
  beforeEach(() => { localeChoice.set('pt-BR'); });

  it('speaks Brazilian Portuguese by default', () => {
    render(<IntlRoot><LanguageSelect /></IntlRoot>);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Idioma' }).value).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('starts in Brazilian Portuguese when no choice is stored', async () => {
    localStorage.clear();
    // The choice is read once, when its module loads: load it afresh, as a first visit does.
    vi.resetModules();
    const { localeChoice: firstVisit } = await import('./locales.ts');
    expect(firstVisit.get()).toBe('pt-BR');
  });

  it('switches to English when chosen in the language selector, and keeps the choice', () => {
    render(<IntlRoot><LanguageSelect /></IntlRoot>);
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('en');
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).toBeNull();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('names each language in itself', () => {
    render(<IntlRoot><LanguageSelect /></IntlRoot>);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Português (Brasil)', 'English']);
  });

  it('uses the language it is given over the chosen one', () => {
    render(<IntlRoot locale="en"><LanguageSelect /></IntlRoot>);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
