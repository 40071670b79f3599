import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { interceptOperation, openPortal } from '../../testing/testPortal.tsx';
import { LATE_REQUEST, requestDetailAnswer, SUBMITTED_RESPONSE_ID } from './requestsTestData.ts';

function open(role = 'owner', responseId?: string) {
  let review: Record<string, unknown>[] = [];
  let update: Record<string, unknown>[] = [];
  const reviewed = { data: { update_portfolio_kpi_response_by_pk: null } };
  const opened = openPortal(paths.request(LATE_REQUEST.id, responseId), undefined, (environment) => {
    interceptOperation(environment, 'RequestDetailScreenQuery', requestDetailAnswer(role));
    review = interceptOperation(environment, 'useReviewResponseMutation', reviewed);
    update = interceptOperation(environment, 'useUpdateRequestMutation', { data: { update_portfolio_kpi_request_by_pk: null } });
  });
  return { ...opened, review: () => review, update: () => update };
}

const drawer = () => screen.findByRole('region', { name: 'Empresa 3 Ltda' }, COLD_RENDER);

describe('<RequestDetailScreen>', () => {
  it('shows the request and each company\'s state, dates and reminders', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Companies asked' }, COLD_RENDER);
    expect(screen.getByRole('heading', { name: LATE_REQUEST.title })).toBeTruthy();
    expect(screen.getByText('Oct 1999 – Dec 1999')).toBeTruthy();
    expect(screen.getByText('-7, -1, +1, +7 days from the due date')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    expect(rows[0].slice(0, 2)).toEqual(['Empresa 1 Ltda', 'SentLate']);
    expect(rows[0][6]).toBe('2 (last 02/07/2000)');
    expect(rows[1].slice(0, 2)).toEqual(['Empresa 3 Ltda', 'To review']);
  });

  it('opens a response with each answer in its metric\'s unit, its notes, files and history', async () => {
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Review Empresa 3 Ltda' }, COLD_RENDER));
    const panel = await drawer();
    expect(router.state.location.search).toBe(`?response=${SUBMITTED_RESPONSE_ID}`);
    const answers = within(panel).getByRole('table', { name: 'Answers' });
    const lines = within(answers).getAllByRole('row').slice(1).map((tr) => [tr.querySelector('th')?.textContent, within(tr).getByRole('cell').textContent]);
    expect(lines).toEqual([
      ['RevenueInclui contrato anual.', 'R$1,234,567.89'],
      ['Gross margin', '35.5%'],
      ['Headcount', '42'],
      ['Highlights', 'Novo cliente âncora.'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Download balancete.pdf' })).toBeTruthy();
    // The company's and the mailer's moves say who in their own words, without a redundant "by".
    expect(panel.textContent).toContain('12:00 PM: E-mailed to the company01/20/2000');
    expect(panel.textContent).toContain('3:00 PM: Submitted by the companyYour review');
  });

  it('approves a submitted response', async () => {
    const { review } = open('editor', SUBMITTED_RESPONSE_ID);
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => { expect(review()).toHaveLength(1); });
    expect(review()[0]).toEqual({ id: SUBMITTED_RESPONSE_ID, set: { status: 'approved' } });
  });

  it('returns a response only with a comment', async () => {
    const { review } = open('owner', SUBMITTED_RESPONSE_ID);
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: 'Return to the company' }));
    expect(within(panel).getByText('Say what the company should fix before returning the answers')).toBeTruthy();
    expect(review()).toEqual([]);
    fireEvent.change(within(panel).getByLabelText('Comment for the company'), { target: { value: ' A receita não bate com o balancete. ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Return to the company' }));
    await waitFor(() => { expect(review()).toHaveLength(1); });
    expect(review()[0]).toEqual({ id: SUBMITTED_RESPONSE_ID, set: { status: 'returned', return_comment: 'A receita não bate com o balancete.' } });
    // The server answered null (the role's filter hid the row): said as a permission refusal.
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/^You do not have permission/);
  });

  it('cancels the request after a confirmation that says the links stop working', async () => {
    const { update } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }, COLD_RENDER));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('The links e-mailed to the companies stop working at once');
    expect(update()).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => { expect(update()).toHaveLength(1); });
    expect(update()[0]).toEqual({ id: LATE_REQUEST.id, set: { cancelled_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown } });
  });

  it('offers a viewer neither the review nor the request\'s changes', async () => {
    open('viewer', SUBMITTED_RESPONSE_ID);
    const panel = await drawer();
    expect(within(panel).getByRole('table', { name: 'Answers' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move due date' })).toBeNull();
  });
});
