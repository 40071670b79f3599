import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { COLD_RENDER } from '../../testing/coldRender.ts';
import { asRole, interceptOperation, openPortal, ORGANIZATION_ID } from '../../testing/testPortal.tsx';

const LIBRARY = {
  data: {
    metrics: [
      {
        value: 'net_burn', en_name: 'Net burn', pt_br_name: 'Queima líquida', en_definition: 'Cash paid out minus cash received in a month.',
        pt_br_definition: 'Caixa pago menos caixa recebido.', unit: 'currency', favourable: 'down', period_rule: 'average', organization_id: null,
      },
      {
        value: 'highlights', en_name: 'Highlights', pt_br_name: 'Destaques', en_definition: 'What went well in the period.',
        pt_br_definition: 'O que foi bem.', unit: 'text', favourable: 'neutral', period_rule: 'last', organization_id: null,
      },
      {
        value: 'custom_nps', en_name: 'NPS', pt_br_name: 'NPS', en_definition: 'Net promoter score at the end of the period.',
        pt_br_definition: 'NPS no fim do período.', unit: 'ratio', favourable: 'up', period_rule: 'last', organization_id: ORGANIZATION_ID,
      },
    ],
  },
};

function open(role: 'viewer' | 'editor' | 'owner' = 'owner', answers: Record<string, Error | { data: unknown }> = {}) {
  const sent: Record<string, Record<string, unknown>[]> = {};
  openPortal(`${paths.configuration}?tab=metrics`, asRole(role), (environment) => {
    interceptOperation(environment, 'MetricsTabQuery', LIBRARY);
    for (const name of ['useSaveMetricMutation', 'useSaveMetricUpdateMutation', 'useRemoveMetricMutation']) {
      const answer = answers[name];
      sent[name] = interceptOperation(environment, name, answer instanceof Error ? answer : answer as never);
    }
  });
  return sent;
}

const table = (name: string) => screen.findByRole('table', { name }, COLD_RENDER);
const lines = (element: HTMLElement) => within(element).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));

describe('<MetricsTab>', () => {
  it('shows the standard metrics read-only, with definition, unit, direction and period rule, qualitative fields as such', async () => {
    open();
    const standard = await table('Standard metrics');
    expect(within(standard).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Metric', 'Unit', 'Favourable direction', 'Over a quarter']);
    expect(lines(standard)).toEqual([
      ['Net burn Cash paid out minus cash received in a month.', 'Amount (R$)', 'Lower is better', 'Average of the months'],
      ['Highlights QualitativeWhat went well in the period.', 'Text (qualitative)', '—', '—'],
    ]);
    expect(within(standard).queryByRole('button')).toBeNull();
    expect(lines(await table('Your organization\'s metrics'))[0][0]).toBe('NPS Net promoter score at the end of the period.');
  });

  it('adds a custom metric with both names, after asking for them', async () => {
    const sent = open('editor', { useSaveMetricMutation: { data: { insert_accounting_indicator_kind_one: { value: 'custom_x' } } } });
    await table('Standard metrics');
    fireEvent.click(screen.getByRole('button', { name: 'New metric' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom metric' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Name is required')).toHaveLength(2);
    expect(sent.useSaveMetricMutation).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Name in Portuguese'), { target: { value: ' Pedidos em carteira ' } });
    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'Order backlog' } });
    fireEvent.change(within(dialog).getByLabelText('Definition in English'), { target: { value: 'Signed orders not yet delivered.' } });
    fireEvent.change(within(dialog).getByLabelText('Unit'), { target: { value: 'text' } });
    // A qualitative field has no direction, and a quarter keeps its last answer.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Over a quarter').disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(sent.useSaveMetricMutation).toHaveLength(1); });
    expect(sent.useSaveMetricMutation[0]).toEqual({
      object: {
        organization_id: ORGANIZATION_ID, en_name: 'Order backlog', pt_br_name: 'Pedidos em carteira', en_definition: 'Signed orders not yet delivered.',
        pt_br_definition: '', unit: 'text', favourable: 'neutral', period_rule: 'last',
      },
    });
  });

  it('edits a custom metric by its key', async () => {
    const sent = open('owner', { useSaveMetricUpdateMutation: { data: { update_accounting_indicator_kind_by_pk: { value: 'custom_nps' } } } });
    await table('Your organization\'s metrics');
    fireEvent.click(screen.getByRole('button', { name: 'Edit NPS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit custom metric' });
    fireEvent.change(within(dialog).getByLabelText('Over a quarter'), { target: { value: 'average' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => { expect(sent.useSaveMetricUpdateMutation).toHaveLength(1); });
    expect(sent.useSaveMetricUpdateMutation[0]).toEqual({
      value: 'custom_nps',
      set: {
        en_name: 'NPS', pt_br_name: 'NPS', en_definition: 'Net promoter score at the end of the period.', pt_br_definition: 'NPS no fim do período.',
        unit: 'ratio', favourable: 'up', period_rule: 'average',
      },
    });
  });

  it('says why a metric in use cannot be removed', async () => {
    const inUse = new GraphQLRequestError('useRemoveMetricMutation', [{
      code: 'constraint-violation',
      message: 'Foreign key violation. update or delete on table "indicator_kind" violates foreign key constraint "kpi_request_metric_kind_fkey"',
    }], 200);
    const sent = open('owner', { useRemoveMetricMutation: inUse });
    await table('Your organization\'s metrics');
    fireEvent.click(screen.getByRole('button', { name: 'Remove NPS' }));
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove' }));
    expect((await within(alert).findByRole('alert')).textContent).toBe('This metric cannot be removed: a request asks for it or an indicator holds a value of it.');
    expect(sent.useRemoveMetricMutation).toEqual([{ value: 'custom_nps' }]);
  });

  it('offers a viewer no change to the library', async () => {
    open('viewer');
    await table('Your organization\'s metrics');
    expect(screen.queryByRole('button', { name: 'New metric' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit NPS' })).toBeNull();
  });
});
