import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GraphQLResponse } from 'relay-runtime';
import { paths } from '../../app/paths.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';
import { COMPANIES, requestsScreenAnswer } from './requestsTestData.ts';

const MUTATION = 'useCreateRequestMutation';
const CREATED = { data: { insert_portfolio_kpi_request_one: { id: 'r0000000-0000-4000-8000-0000000000aa', title: 'Fechamento do 2º trimestre' } } };

/** Opens the new-request dialog over the requests screen, the server answering the creation with `answer`. */
async function openDialog(answer: Error | GraphQLResponse = CREATED) {
  let sent: Record<string, unknown>[] = [];
  const { router } = openPortal(paths.requests, undefined, (environment) => {
    interceptOperation(environment, 'RequestsScreenQuery', requestsScreenAnswer('owner', [], ORGANIZATION_ID));
    interceptOperation(environment, 'RequestDetailScreenQuery', { data: { request: null } });
    sent = interceptOperation(environment, MUTATION, answer);
  });
  fireEvent.click((await screen.findAllByRole('button', { name: 'New request' }, COLD_RENDER))[0]);
  const dialog = await screen.findByRole('dialog', { name: 'New request' });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const type = (label: string, value: string) => {
    fireEvent.change(field(label), { target: { value } });
    fireEvent.blur(field(label));
  };
  const check = (name: RegExp | string) => { fireEvent.click(within(dialog).getByRole('checkbox', { name })); };
  const submit = () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Create request' })); };
  return { router, dialog, field, type, check, submit, sent: () => sent };
}

describe('<NewRequestForm>', () => {
  it('says what is missing before sending anything', async () => {
    const { dialog, type, submit, sent } = await openDialog();
    type('Reminders (days from the due date)', '-7, soon');
    submit();
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one company')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one metric')).toBeTruthy();
    expect(within(dialog).getByText(/^Write up to 8 whole numbers of days/)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('refuses a due date before the send date', async () => {
    const { dialog, type, submit, sent } = await openDialog();
    type('Send on', '07/10/2026');
    type('Due date', '07/01/2026');
    submit();
    expect(within(dialog).getByText('The due date cannot be before the send date')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('warns about a chosen company nobody answers for, with a link to add a contact', async () => {
    const { dialog, check } = await openDialog();
    expect(within(dialog).queryByRole('status')).toBeNull();
    check('Empresa 3 Ltda');
    const warning = within(dialog).getByRole('status');
    expect(warning.textContent).toContain('No reporting contact');
    expect(within(warning).getByRole('link', { name: 'Add one' }).getAttribute('href')).toBe(paths.companySettings(COMPANIES[2].id));
  });

  it('shows each metric with its definition, grouped', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('group', { name: 'Standard metrics' }).textContent).toContain('Gross revenue billed in the period.');
    expect(within(within(dialog).getByRole('group', { name: 'Qualitative fields' })).getByRole('checkbox', { name: /^Highlights/ })).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: 'Your organization\'s metrics' })).getByRole('checkbox', { name: /^NPS/ })).toBeTruthy();
  });

  it('creates the request, its metrics and one response per company in one insert, the period following the due date', async () => {
    const { router, dialog, field, type, check, submit, sent } = await openDialog();
    type('Title', ' Fechamento do 2º trimestre ');
    check('All companies');
    check('Empresa 2 Ltda');
    check(/^Revenue/);
    check(/^Highlights/);
    fireEvent.change(field('Period covers'), { target: { value: '3' } });
    type('Send on', '07/01/2026');
    type('Due date', '07/28/2026');
    // Visible's rule: due on 28 July, a quarter asks for April to June.
    expect(field('Ending with').value).toBe('2026-06-01');
    fireEvent.change(field('Recurrence'), { target: { value: 'quarterly' } });
    type('Reminders (days from the due date)', '−3, +2');
    submit();
    await waitFor(() => { expect(sent()).toHaveLength(1); });
    expect(sent()[0]).toEqual({
      object: {
        organization_id: ORGANIZATION_ID,
        title: 'Fechamento do 2º trimestre',
        message: '',
        period_start: '2026-04-01',
        period_end: '2026-06-01',
        send_on: '2026-07-01',
        due_date: '2026-07-28',
        recurrence: 'quarterly',
        reminder_days: [-3, 2],
        metrics: { data: [{ kind: 'revenue', position: 0 }, { kind: 'highlights', position: 1 }] },
        responses: { data: [{ company_id: COMPANIES[0].id }, { company_id: COMPANIES[2].id }] },
      },
    });
    await waitFor(() => { expect(router.state.location.pathname).toBe(paths.request(CREATED.data.insert_portfolio_kpi_request_one.id)); });
    // The router's location changes before React renders the new page: the dialog goes with that render.
    await waitFor(() => { expect(dialog.isConnected).toBe(false); });
  });

  it('shows the server\'s refusal in the user\'s language and keeps what was typed', async () => {
    const refused = new GraphQLRequestError(MUTATION, [{
      code: 'constraint-violation', message: 'new row for relation "kpi_request" violates check constraint "kpi_request_due_after_send"',
    }], 200);
    const { dialog, field, type, check, submit } = await openDialog(refused);
    type('Title', 'Mensal');
    check('Empresa 1 Ltda');
    check(/^Headcount/);
    submit();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The due date cannot be before the day the request is sent.');
    expect(field('Title').value).toBe('Mensal');
  });
});
