import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { asRole, interceptOperation, openPortal } from '../../testing/testPortal.tsx';

const RULES = {
  data: {
    portfolio_alert_rule: [
      { id: 'r1', kind: 'runway_below', severity: 'critical', thresholds: { months: 3 }, enabled: true, metric: null },
      { id: 'r2', kind: 'metric_ceiling', severity: 'warning', thresholds: { value: 5 }, enabled: true, metric: { en_name: 'Churn rate', pt_br_name: 'Taxa de cancelamento' } },
    ],
    metrics: [
      { value: 'revenue', en_name: 'Revenue', pt_br_name: 'Receita', unit: 'currency' },
      { value: 'cash', en_name: 'Cash', pt_br_name: 'Caixa', unit: 'currency' },
      { value: 'churn', en_name: 'Churn rate', pt_br_name: 'Taxa de cancelamento', unit: 'percent' },
    ],
  },
};

function open(role: 'viewer' | 'editor') {
  let sent: Record<string, unknown>[] = [];
  let added: Record<string, unknown>[] = [];
  let removed: Record<string, unknown>[] = [];
  let queried: Record<string, unknown>[] = [];
  openPortal(`${paths.configuration}?tab=alerts`, asRole(role), (environment) => {
    queried = interceptOperation(environment, 'AlertRulesTabQuery', RULES);
    sent = interceptOperation(environment, 'useUpdateAlertRuleMutation', { data: { update_portfolio_alert_rule_by_pk: { id: 'r1', severity: 'warning', thresholds: { months: 3 }, enabled: true } } });
    added = interceptOperation(environment, 'useAddAlertRuleMutation', { data: { insert_portfolio_alert_rule_one: { id: 'r3' } } });
    removed = interceptOperation(environment, 'useRemoveAlertRuleMutation', { data: { delete_portfolio_alert_rule_by_pk: { id: 'r2' } } });
  });
  return { sent: () => sent, added: () => added, removed: () => removed, queried: () => queried };
}

describe('<AlertRulesTab>', () => {
  it("lists the organization's rules with their thresholds, and an editor changes one", async () => {
    const { sent } = open('editor');
    const table = await screen.findByRole('table', { name: 'Rule' }, COLD_RENDER);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Runway below (months)', 'Churn rate: Above a ceiling']);
    expect(within(table).getByRole<HTMLInputElement>('spinbutton', { name: 'Threshold: Runway below (months)' }).value).toBe('3');
    fireEvent.change(within(table).getByRole('combobox', { name: 'Severity: Runway below (months)' }), { target: { value: 'warning' } });
    await waitFor(() => { expect(sent()).toHaveLength(1); });
    expect(sent()[0]).toEqual({ id: 'r1', set: { severity: 'warning' } });
  });

  it('shows a viewer the rules without letting them change one', async () => {
    open('viewer');
    const table = await screen.findByRole('table', { name: 'Rule' }, COLD_RENDER);
    expect(within(table).getByRole<HTMLSelectElement>('combobox', { name: 'Severity: Runway below (months)' }).disabled).toBe(true);
  });

  it('lets an editor add a ceiling on a metric, refusing a limit that is not a number, and reads the rules again', async () => {
    const { added, queried } = open('editor');
    fireEvent.click(await screen.findByRole('button', { name: 'New metric rule' }, COLD_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'New metric rule' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Metric' }), { target: { value: 'cash' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Alert when the value is' }), { target: { value: 'metric_ceiling' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Severity' }), { target: { value: 'critical' } });
    const limit = within(dialog).getByRole('textbox', { name: 'Limit' });
    fireEvent.change(limit, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('Enter the limit, a number of zero or more')).toBeTruthy();
    expect(added()).toHaveLength(0);
    fireEvent.change(limit, { target: { value: '1,500,000.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => { expect(added()).toHaveLength(1); });
    expect(added()[0]).toEqual({
      organizationId: expect.any(String) as unknown, kind: 'metric_ceiling', metricKind: 'cash', severity: 'critical', thresholds: { value: 1500000.5 },
    });
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'New metric rule' })).toBeNull(); });
    await waitFor(() => { expect(queried().length).toBeGreaterThanOrEqual(2); });
  });

  it('removes a metric rule after asking, and offers no removal of a default rule', async () => {
    const { removed } = open('editor');
    const table = await screen.findByRole('table', { name: 'Rule' }, COLD_RENDER);
    expect(within(table).queryByRole('button', { name: 'Remove Runway below (months)' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Churn rate: Above a ceiling' }));
    const question = await screen.findByText('Remove the rule "Churn rate: Above a ceiling"? The alerts it raised are removed with it.');
    expect(question).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule' }));
    await waitFor(() => { expect(removed()).toEqual([{ id: 'r2' }]); });
  });

  it('offers a viewer neither new rules nor removals', async () => {
    open('viewer');
    await screen.findByRole('table', { name: 'Rule' }, COLD_RENDER);
    expect(screen.queryByRole('button', { name: 'New metric rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
