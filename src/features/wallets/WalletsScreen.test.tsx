import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths.ts';
import { localeChoice } from '../../i18n/locales.ts';
import { asRole, interceptOperation, mockId, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COLD_RENDER } from '../../testing/coldRender.ts';

// The first screen of a test run waits for its lazily loaded modules.
const SLOW = COLD_RENDER;
const table = () => screen.findByRole('table', { name: 'My wallets' }, SLOW);
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const COMPANY_ID = mockId('portfolio_company', 2);

describe('<WalletsScreen>', () => {
  afterEach(() => { vi.restoreAllMocks(); localeChoice.set('pt-BR'); });

  it('lists the wallets: name, tax ID, segment, group, organization, last alerts, updated at and actions', async () => {
    openPortal(paths.myWallets, {
      ...asRole('owner'),
      portfolio_wallet: () => ({ tax_id: '11222333000181', en_group_name: 'Real assets', pt_br_group_name: 'Ativos reais', updated_at: '2026-03-31T14:05:00Z' }),
      portfolio_segment: () => ({ en_name: 'Agribusiness', pt_br_name: 'Agronegócio' }),
      portfolio_alert: () => ({ kind: null, en_title: 'Covenant breach', pt_br_title: 'Quebra de covenant', severity: 'critical' }),
      portfolio_wallet_alert_aggregate_fields: () => ({ count: 3 }),
    });
    expect(await screen.findByRole('heading', { name: 'My wallets' }, SLOW)).toBeTruthy();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Tax ID', 'Segment', 'Group', 'Organization', 'Last alerts', 'Updated at', 'Actions']);
    const rows = await bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    const [name, taxId, segment, group, , alerts, updated] = within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent);
    // The segment, the group and the alert are stored in both languages: the English portal shows their English.
    expect([taxId, segment, group]).toEqual(['11.222.333/0001-81', 'Agribusiness', 'Real assets']);
    // The newest unresolved alert, its severity named for screen readers, and how many others wait.
    expect(alerts).toBe('CriticalCovenant breach+2 more');
    expect(updated).toMatch(/^03\/31\/2026\d{1,2}:05 [AP]M$/);
    const details = within(rows[0]).getByRole('link', { name: `Details of ${name}` });
    const id = details.getAttribute('href')?.split('/').at(-1) ?? '';
    expect(details.getAttribute('href')).toBe(paths.wallet(id));
    expect(within(rows[0]).getByRole('link', { name }).getAttribute('href')).toBe(paths.wallet(id));
    expect(within(rows[0]).getByRole('button', { name: `Delete ${name}` })).toBeTruthy();
  });

  it('leaves the alerts cell empty when the wallet has no unresolved alert', async () => {
    openPortal(paths.myWallets, { ...asRole('owner'), Query: () => ({ portfolio_wallet: [{ alerts: [] }] }) });
    const [row] = await bodyRows();
    expect(within(row).getAllByRole('cell')[5].textContent).toBe('');
  });

  it('says "No record found" when the organization has no wallet', async () => {
    openPortal(paths.myWallets, {
      ...asRole('owner'),
      Query: () => ({ portfolio_wallet: [] }),
      portfolio_wallet_aggregate_fields: () => ({ count: 0 }),
    });
    expect(await screen.findByRole('cell', { name: 'No record found' }, SLOW)).toBeTruthy();
  });

  it('filters by a company held, kept in the address, and clears the filter', async () => {
    const { router, environment } = openPortal(`${paths.myWallets}?page=2&company=${COMPANY_ID}`, {
      ...asRole('owner'),
      portfolio_company: () => ({ name: 'Cerrado Agrotech Ltda' }),
    });
    const sent = interceptOperation(environment, 'WalletsScreenQuery');
    await bodyRows();
    const filter = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Company' }, SLOW);
    await waitFor(() => { expect(filter.value).toBe('Cerrado Agrotech Ltda'); });

    fireEvent.click(screen.getByRole('button', { name: 'Show the wallets of every company, not only Cerrado Agrotech Ltda' }));
    await waitFor(() => { expect(router.state.location.search).toBe(''); });
    await waitFor(() => { expect(sent.length).toBeGreaterThan(0); });
    expect(sent.at(-1)).toMatchObject({ where: { organization_id: { _eq: ORGANIZATION_ID } }, companyId: '00000000-0000-0000-0000-000000000000' });

    // Chosen in the picker: the address names it, the list starts at its first page and asks for its holders only.
    fireEvent.focus(filter);
    fireEvent.change(filter, { target: { value: 'Cerrado' } });
    // Every mock company has this name here: any of them will do.
    const [option] = await screen.findAllByRole('option', { name: /^Cerrado Agrotech Ltda/ }, SLOW);
    fireEvent.click(option.querySelector('a') ?? option);
    await waitFor(() => { expect(new URLSearchParams(router.state.location.search).get('company')).not.toBeNull(); });
    const chosen = new URLSearchParams(router.state.location.search).get('company') ?? '';
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({
        where: { _and: [{ organization_id: { _eq: ORGANIZATION_ID } }, { wallet_companies: { company_id: { _eq: chosen } } }] },
        companyId: chosen,
        offset: 0,
      });
    });
  });

  it('searches by name or tax ID through the address once typing pauses', async () => {
    const { router, environment } = openPortal(paths.myWallets);
    const sent = interceptOperation(environment, 'WalletsScreenQuery');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }, SLOW), { target: { value: '11.222' } });
    await waitFor(() => { expect(router.state.location.search).toBe('?q=11.222'); });
    await waitFor(() => { expect(sent.length).toBeGreaterThan(0); });
    expect(sent.at(-1)).toMatchObject({
      where: {
        _and: [
          { organization_id: { _eq: ORGANIZATION_ID } },
          { _or: [{ name: { _ilike: '%11.222%' } }, { tax_id: { _ilike: '%11222%' } }] },
        ],
      },
    });
  });

  it('sorts by the segment\'s name in the language chosen, accents and case folded', async () => {
    localeChoice.set('en');
    const { environment } = openPortal(paths.myWallets);
    const sent = interceptOperation(environment, 'WalletsScreenQuery');
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Updated at' }));
    await waitFor(() => { expect(sent.at(-1)).toMatchObject({ orderBy: [{ updated_at: 'asc' }, { id: 'asc' }] }); });
    fireEvent.click(screen.getByRole('button', { name: 'Segment' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({ orderBy: [{ segment: { en_name_sort: 'asc' } }, { segment: { en_name: 'asc' } }, { id: 'asc' }] });
    });
    localeChoice.set('pt-BR');
    fireEvent.click(screen.getByRole('button', { name: 'Segment' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({
        orderBy: [{ segment: { pt_br_name_sort: 'desc_nulls_last' } }, { segment: { pt_br_name: 'desc_nulls_last' } }, { id: 'asc' }],
      });
    });
  });

  it('sorts by name through its sort key, accents and case folded, then the name and the id', async () => {
    const { environment } = openPortal(paths.myWallets);
    const sent = interceptOperation(environment, 'WalletsScreenQuery');
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({ orderBy: [{ name_sort: 'desc_nulls_last' }, { name: 'desc_nulls_last' }, { id: 'asc' }] });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Organization' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({ orderBy: [{ organization: { name_sort: 'asc' } }, { organization: { name: 'asc' } }, { id: 'asc' }] });
    });
    // The group, kept in both languages, sorts by its name in the language chosen (Portuguese here).
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    await waitFor(() => {
      expect(sent.at(-1)).toMatchObject({ orderBy: [{ pt_br_group_name_sort: 'asc' }, { pt_br_group_name: 'asc' }, { id: 'asc' }] });
    });
  });

  it('exports every wallet of the filter, not only the page', async () => {
    const download = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:wallets');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { environment } = openPortal(`${paths.myWallets}?q=fip&sort=-updatedAt&company=${COMPANY_ID}`);
    const sent = interceptOperation(environment, 'useWalletsExportQuery');
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toEqual({
      where: {
        _and: [
          { organization_id: { _eq: ORGANIZATION_ID } },
          { wallet_companies: { company_id: { _eq: COMPANY_ID } } },
          // Letters may be part of a CNPJ since July 2026: the text is looked for in both.
          { _or: [{ name: { _ilike: '%fip%' } }, { tax_id: { _ilike: '%FIP%' } }] },
        ],
      },
      orderBy: [{ updated_at: 'desc_nulls_last' }, { id: 'asc' }],
    });
    await waitFor(() => { expect(download).toHaveBeenCalled(); });
  });

  it('shows create wallet disabled to a viewer, with why, and no delete', async () => {
    openPortal(paths.myWallets, asRole('viewer'));
    const [row] = await bodyRows();
    const create = screen.getByRole('button', { name: 'Create wallet' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseEnter(create.parentElement ?? create);
    expect(await screen.findByText('Only editors and owners of the organization can do this')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('deletes a wallet after a confirmation that says what goes with it', async () => {
    const { environment } = openPortal(paths.myWallets, { ...asRole('owner'), portfolio_investment_aggregate_fields: () => ({ count: 4 }) });
    const sent = interceptOperation(environment, 'useDeleteWalletMutation');
    const [row] = await bodyRows();
    const name = within(row).getAllByRole('cell')[0].textContent;
    fireEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(`Delete the wallet ${name}? Everything in it goes with it: 4 investments, its companies`);
    expect(sent).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    const id = within(row).getByRole('link', { name: `Details of ${name}` }).getAttribute('href')?.split('/').at(-1);
    expect(sent[0]).toEqual({ id });
  });
});
