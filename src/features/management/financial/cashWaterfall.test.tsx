import { describe, expect, it } from 'vitest';
import { buildCashFlow, type Category } from '../../../../common/finance/cashFlow.ts';
import { axisFloor, cashWaterfall } from './cashWaterfall.ts';
import type { GridLabels } from './gridRows.ts';

const labels: GridLabels = {
  sections: { operations: 'Operations', investment: 'Investment', financing: 'Financing' },
  cashIn: 'In', cashOut: 'Out', result: 'Result', netChange: 'Net change', opening: 'Opening', closing: 'Closing',
  unclassified: 'Not classified', total: 'Total',
};
const categories: Category[] = [
  { id: 'sales', number: '1.01', name: 'Sales', type: 'receipt', section: 'operations' },
  { id: 'capex', number: '3.01', name: 'Machines', type: 'payment', section: 'investment' },
];
// January to February: sales 100 and 50, a machine of 30 in February, 5 of cash not classified in January.
const input = {
  categories,
  figures: [
    { accountId: 'sales', month: '2025-01-01', value: '100.00' },
    { accountId: 'sales', month: '2025-02-01', value: '50.00' },
    { accountId: 'capex', month: '2025-02-01', value: '30.00' },
  ],
  unclassified: [{ month: '2025-01-01', cashEffect: '5.00' }],
  from: '2025-01-01',
  to: '2025-02-01',
};
const bars = (table: ReturnType<typeof buildCashFlow>) => cashWaterfall(table, labels, 'Gap').map((step) => [step.label, step.from, step.to, step.cash]);

describe('cashWaterfall', () => {
  it('walks from the opening to the closing cash through each section and the cash not classified', () => {
    const table = buildCashFlow({ ...input, positions: [{ month: '2025-01-01', opening: '1000.00', closing: '1105.00' }, { month: '2025-02-01', opening: '1105.00', closing: '1125.00' }] });
    expect(bars(table)).toEqual([
      ['Opening', '0.00', '1000.00', '1000.00'],
      ['Operations', '1000.00', '1150.00', '1150.00'],
      ['Investment', '1150.00', '1120.00', '1120.00'],
      ['Financing', '1120.00', '1120.00', '1120.00'],
      ['Not classified', '1120.00', '1125.00', '1125.00'],
      ['Closing', '0.00', '1125.00', '1125.00'],
    ]);
  });

  it('closes the bridge with a step of its own when the closing balance differs from the opening plus the flows', () => {
    const table = buildCashFlow({ ...input, positions: [{ month: '2025-01-01', opening: '1000.00', closing: '1105.00' }, { month: '2025-02-01', opening: '1105.00', closing: '1100.00' }] });
    expect(bars(table).slice(-2)).toEqual([['Gap', '1125.00', '1100.00', '1100.00'], ['Closing', '0.00', '1100.00', '1100.00']]);
  });

  it('draws only the flows, from zero, when no cash is known', () => {
    expect(bars(buildCashFlow(input)).map(([label, , to, cash]) => [label, to, cash])).toEqual([
      ['Operations', '150.00', null], ['Investment', '120.00', null], ['Financing', '120.00', null], ['Not classified', '125.00', null],
    ]);
  });
});

describe('axisFloor', () => {
  const table = (opening: string, closing: string) => buildCashFlow({ ...input, positions: [{ month: '2025-01-01', opening, closing: opening }, { month: '2025-02-01', opening, closing }] });

  it('starts at zero when the steps are a large part of the cash', () => {
    expect(axisFloor(cashWaterfall(table('100.00', '225.00'), labels, 'Gap'))).toBe(0);
  });

  it('starts on a round number below the lowest cash when the cash dwarfs the steps', () => {
    // Levels from 1,000 to 1,150: a span of 150, so the axis starts at 1,000 − 75 rounded down to the hundred.
    expect(axisFloor(cashWaterfall(table('1000.00', '1125.00'), labels, 'Gap'))).toBe(900);
  });
});
