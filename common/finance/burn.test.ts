import { describe, expect, it } from 'vitest';
import { burnByMonth } from './burn.ts';
import { buildCashFlow, type Category } from './cashFlow.ts';

const sales: Category = { id: 's', number: '1', name: 'Vendas', type: 'receipt', section: 'operations' };
const payroll: Category = { id: 'p', number: '2', name: 'Folha', type: 'payment', section: 'operations' };
const capital: Category = { id: 'c', number: '5', name: 'Aporte', type: 'receipt', section: 'financing' };
const months = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01'];
const paid = ['1000.00', '1100.00', '1200.00', '900.00'];
const received = ['400.00', '500.00', '600.00', '1000.00'];

describe('burnByMonth', () => {
  const table = buildCashFlow({
    categories: [sales, payroll, capital],
    figures: [
      ...months.map((month, i) => ({ accountId: 'p', month, value: paid[i] })),
      ...months.map((month, i) => ({ accountId: 's', month, value: received[i] })),
      { accountId: 'c', month: '2025-02-01', value: '10000.00' },
    ],
    from: months[0],
    to: months[3],
  });
  const burn = burnByMonth(table);

  it('is gross burn = operating cash out and net burn = cash out − cash in, as positive amounts', () => {
    expect(burn.map((month) => month.grossBurn)).toEqual(paid);
    expect(burn.map((month) => month.receipts)).toEqual(received);
    // 1000−400, 1100−500, 1200−600, 900−1000: April generates cash, so its net burn is negative.
    expect(burn.map((month) => month.netBurn)).toEqual(['600.00', '600.00', '600.00', '-100.00']);
  });

  it('leaves financing out: a capital injection does not lower the burn', () => {
    expect(burn[1].netBurn).toBe('600.00');
  });

  it('averages the month with the two before it, only where all three are known', () => {
    expect(burn.map((month) => month.netBurnTrailing)).toEqual([null, null, '600.00', '366.67']);
    expect(burn[3].grossBurnTrailing).toBe('1066.67');
  });
});
