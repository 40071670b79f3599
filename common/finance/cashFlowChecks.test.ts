import { describe, expect, it } from 'vitest';
import { buildCashFlow, type Category } from './cashFlow.ts';
import { cashFlowChecks } from './cashFlowChecks.ts';

const sales: Category = { id: 's', number: '1', name: 'Vendas', type: 'receipt', section: 'operations' };
const payroll: Category = { id: 'p', number: '2', name: 'Folha', type: 'payment', section: 'operations' };
const figures = [
  { accountId: 's', month: '2025-01-01', value: '1000.00' },
  { accountId: 'p', month: '2025-01-01', value: '400.00' },
  { accountId: 's', month: '2025-02-01', value: '1000.00' },
  { accountId: 'p', month: '2025-02-01', value: '400.00' },
];
const tying = [
  { month: '2025-01-01', opening: '5000.00', closing: '5600.00' },
  { month: '2025-02-01', opening: '5600.00', closing: '6200.00' },
];
const none: { amount: string; accounts: number; firstMonth: string | null } = { amount: '0', accounts: 0, firstMonth: null };

type Indirect = Parameters<typeof cashFlowChecks>[0]['indirect'];

function checks(positions = tying, options: { unmapped?: typeof none; indirect?: Indirect; extra?: typeof figures } = {}) {
  const table = buildCashFlow({ categories: [sales, payroll], figures: [...figures, ...(options.extra ?? [])], positions, from: '2025-01-01', to: '2025-02-01' });
  const results = cashFlowChecks({ table, positions, unmapped: options.unmapped ?? none, indirect: options.indirect ?? { missing: 'no-income-balances' } });
  return Object.fromEntries(results.map((result) => [result.id, result]));
}

describe('cashFlowChecks', () => {
  it('passes books that tie, and says the indirect method needs income balances', () => {
    const results = checks(tying, { indirect: { missing: 'no-income-balances' } });
    expect(results['closing-cash']).toEqual({ id: 'closing-cash', status: 'pass' });
    expect(results.continuity).toEqual({ id: 'continuity', status: 'pass' });
    expect(results.unmapped).toEqual({ id: 'unmapped', status: 'pass' });
    expect(results.signs).toEqual({ id: 'signs', status: 'pass' });
    expect(results['direct-indirect']).toEqual({ id: 'direct-indirect', status: 'not-computable', reason: 'no-income-balances' });
  });

  it('fails the closing cash when the flows do not explain the balances, with the difference and the month', () => {
    const results = checks([tying[0], { month: '2025-02-01', opening: '5600.00', closing: '6150.00' }]);
    expect(results['closing-cash']).toEqual({ id: 'closing-cash', status: 'fail', difference: '-50.00', month: '2025-02-01', count: 1 });
  });

  it('fails continuity when a month does not open where the last one closed', () => {
    const results = checks([tying[0], { month: '2025-02-01', opening: '5700.00', closing: '6300.00' }]);
    expect(results.continuity).toEqual({ id: 'continuity', status: 'fail', difference: '100.00', month: '2025-02-01', count: 1 });
    expect(results['closing-cash'].status).toBe('pass');
  });

  it('cannot check cash without balances, nor continuity with a single month of them', () => {
    expect(checks([])['closing-cash']).toEqual({ id: 'closing-cash', status: 'not-computable', reason: 'no-cash-balances' });
    expect(checks([])['continuity']).toMatchObject({ status: 'not-computable', reason: 'no-cash-balances' });
    expect(checks([tying[0]]).continuity).toMatchObject({ status: 'not-computable', reason: 'single-month-balances' });
  });

  it('fails on unclassified activity and on lines against their direction', () => {
    const results = checks(tying, {
      unmapped: { amount: '-123.45', accounts: 2, firstMonth: '2025-02-01' },
      extra: [{ accountId: 's', month: '2025-02-01', value: '-2000.00' }],
    });
    expect(results.unmapped).toEqual({ id: 'unmapped', status: 'fail', difference: '-123.45', month: '2025-02-01', count: 2 });
    expect(results.signs).toEqual({ id: 'signs', status: 'fail', difference: '-1000.00', month: '2025-02-01', count: 1 });
  });

  it('compares the direct and indirect operating cash when both exist', () => {
    expect(checks(tying, { indirect: { operating: '1200.00' } })['direct-indirect']).toEqual({ id: 'direct-indirect', status: 'pass' });
    expect(checks(tying, { indirect: { operating: '1150.00' } })['direct-indirect']).toEqual({ id: 'direct-indirect', status: 'fail', difference: '-50.00', month: null, count: 1 });
    // A ledger that leaves a month out cannot be compared with a direct method that has it.
    expect(checks(tying, { indirect: { missing: 'ledger-months-missing' } })['direct-indirect']).toEqual({ id: 'direct-indirect', status: 'not-computable', reason: 'ledger-months-missing' });
  });
});
