import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { LATE_REQUEST, OPEN_REQUEST, requestsScreenAnswer } from './requestsTestData.ts';

function open(role = 'owner', requests = [LATE_REQUEST, OPEN_REQUEST], url: string = paths.requests) {
  return openPortal(url, undefined, (environment) => {
    interceptOperation(environment, 'RequestsScreenQuery', requestsScreenAnswer(role, requests, ORGANIZATION_ID));
  });
}

const list = () => screen.findByRole('table', { name: 'Requests' }, COLD_RENDER);
const rowOf = (table: HTMLElement, title: string) => {
  const row = within(table).getAllByRole('row').find((tr) => tr.textContent.includes(title));
  if (!row) throw new Error(`no row ${title}`);
  return row;
};

describe('<RequestsScreen>', () => {
  it('lists each request with its period, dates, recurrence and how many companies are in each state', async () => {
    open();
    const table = await list();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Request', 'Period', 'Send on', 'Due date', 'Recurrence', 'Companies']);
    const late = within(rowOf(table, 'Fechamento de dezembro')).getAllByRole('cell').map((td) => td.textContent);
    expect(late.slice(1, 5)).toEqual(['Dec 1999', '01/05/2000', '01/31/2000', 'Monthly']);
    // The company that was e-mailed and never answered is late; the one that submitted is not.
    expect(late[5]).toBe('Sent · 1To review · 1Approved · 1Late · 1');
    const upcoming = within(rowOf(table, 'Trimestre em andamento')).getAllByRole('cell').map((td) => td.textContent);
    expect(upcoming[1]).toBe('Jul 2999 – Sep 2999');
    expect(upcoming[5]).toBe('Scheduled · 1Draft · 1');
    expect(within(table).getByRole('link', { name: 'Fechamento de dezembro' }).getAttribute('href')).toBe(paths.request(LATE_REQUEST.id));
  });

  it('shows who is late on the board, and filters it by state and by name', async () => {
    open('owner', [LATE_REQUEST, OPEN_REQUEST], `${paths.requests}?tab=board`);
    const board = await screen.findByRole('table', { name: 'Completion board' }, COLD_RENDER);
    const cells = (name: string) => within(rowOf(board, name)).getAllByRole('cell').map((td) => td.textContent);
    expect(cells('Empresa 1 Ltda')).toEqual(['SentLate', 'Draft']);
    expect(cells('Empresa 3 Ltda')).toEqual(['To review', 'Not asked']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'late' } });
    await waitFor(() => { expect(within(board).getAllByRole('row')).toHaveLength(2); });
    expect(within(board).getByRole('rowheader').textContent).toBe('Empresa 1 Ltda');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Company' }), { target: { value: 'empresa 2' } });
    await waitFor(() => { expect(within(board).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Empresa 2 Ltda']); });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Company' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No company matches these filters')).toBeTruthy();
  });

  it('says what a request is when there is none, and offers to create one to editors', async () => {
    open('editor', []);
    expect(await screen.findByText('No requests yet', {}, COLD_RENDER)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New request' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Completion board' }));
    expect(await screen.findByText('No request is open')).toBeTruthy();
  });

  it('offers a viewer no new request', async () => {
    open('viewer');
    await list();
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
  });

  it('reads the mock environment\'s requests, as the portal without a backend shows them', async () => {
    openPortal(paths.requests);
    const rows = within(await list()).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(within(row).getAllByRole('cell')[0].textContent).toMatch(/^Indicadores de \d{2}\/\d{4}/);
      expect(within(row).getAllByRole('cell')[5].textContent).toMatch(/^(Scheduled|Sent|Opened|Draft|To review|Approved|Returned|Late) · \d/);
    }
  });
});
