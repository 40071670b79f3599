import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { TablePager } from './TablePager.tsx';
import type { TablePagerProps } from './TablePager.tsx';

function show(props: Partial<TablePagerProps>, locale: Locale = 'en') {
  const onChange = vi.fn();
  render(<IntlRoot locale={locale}><TablePager page={1} size={10} total={57} onChange={onChange} {...props} /></IntlRoot>);
  return onChange;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('<TablePager>', () => {
  it('says which rows are shown and which page this is', () => {
    show({ page: 2 });
    expect(screen.getByRole('status').textContent).toBe('Showing 11–20 of 57 records');
    expect(screen.getByText('Page 2 of 6')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('counts in the singular', () => {
    show({ total: 1 });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–1 of 1 record');
  });

  it('says when there is nothing to show', () => {
    show({ total: 0 });
    expect(screen.getByRole('status').textContent).toBe('No records');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(button(name).disabled).toBe(true);
  });

  it('cannot go back from the first page', () => {
    const onChange = show({ page: 1 });
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous page').disabled).toBe(true);
    fireEvent.click(button('Next page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 });
    fireEvent.click(button('Last page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 6 });
  });

  it('cannot go on from the last page, whose count is short', () => {
    const onChange = show({ page: 6 });
    expect(screen.getByRole('status').textContent).toBe('Showing 51–57 of 57 records');
    expect(button('Next page').disabled).toBe(true);
    expect(button('Last page').disabled).toBe(true);
    fireEvent.click(button('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 5 });
    fireEvent.click(button('First page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });
  });

  it('offers the sizes 10, 25, 50, 100 and All', () => {
    const onChange = show({});
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...select.options].map((option) => option.text)).toEqual(['10', '25', '50', '100', 'All']);
    fireEvent.change(select, { target: { value: 'all' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: 'all' });
    fireEvent.change(select, { target: { value: '25' } });
    expect(onChange).toHaveBeenLastCalledWith({ size: 25 });
  });

  it('shows every row on one page under All', () => {
    show({ size: 'all' });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–57 of 57 records');
    expect(button('Next page').disabled).toBe(true);
  });

  it('speaks Brazilian Portuguese, with its digit grouping', () => {
    show({ page: 101, total: 10_000 }, 'pt-BR');
    expect(screen.getByRole('status').textContent).toBe('Exibindo 1.001–1.010 de 10.000 registros');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Itens por página' });
    expect(select.options[4].text).toBe('Todos');
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeTruthy();
    expect(screen.getByText('Página 101 de 1.000')).toBeTruthy();
  });
});
