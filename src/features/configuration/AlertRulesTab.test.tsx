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
  },
};

function open(role: 'viewer' | 'editor') {
  let sent: Record<string, unknown>[] = [];
  openPortal(`${paths.configuration}?tab=alerts`, asRole(role), (environment) => {
    interceptOperation(environment, 'AlertRulesTabQuery', RULES);
    sent = interceptOperation(environment, 'useUpdateAlertRuleMutation', { data: { update_portfolio_alert_rule_by_pk: { id: 'r1', severity: 'warning', thresholds: { months: 3 }, enabled: true } } });
  });
  return () => sent;
}

describe('<AlertRulesTab>', () => {
  it("lists the organization's rules with their thresholds, and an editor changes one", async () => {
    const sent = open('editor');
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
});
