import { describe, expect, it } from 'vitest';
import { resultBeforeClosing } from './resultBeforeClosing.ts';

describe('resultBeforeClosing', () => {
  it('counts credit balances (revenue) up and debit balances (costs, expenses) down', () => {
    const balances = [
      { amount: '30500.50', dc: 'C' as const },
      { amount: '2500.25', dc: 'D' as const },
      { amount: '1200.00', dc: 'D' as const },
    ];
    expect(resultBeforeClosing(balances)).toBe('26800.25');
  });

  it('gives a loss as a negative amount', () => {
    expect(resultBeforeClosing([{ amount: '100.00', dc: 'C' }, { amount: '350.10', dc: 'D' }])).toBe('-250.10');
  });

  it('adds up every result date, as a company closing quarterly files one I350 per quarter', () => {
    const quarters = ['1000.00', '2000.00', '0.01', '3000.00'].map((amount) => ({ amount, dc: 'C' as const }));
    expect(resultBeforeClosing(quarters)).toBe('6000.01');
  });

  it('is zero without balances', () => {
    expect(resultBeforeClosing([])).toBe('0.00');
  });
});
