import { describe, expect, it } from 'vitest';
import { buildCashFlow, type Category } from './cashFlow.ts';

const sales: Category = { id: 'sales', number: '1.01', name: 'Vendas', type: 'receipt', section: 'operations' };
const payroll: Category = { id: 'payroll', number: '2.02', name: 'Folha', type: 'payment', section: 'operations' };
const suppliers: Category = { id: 'suppliers', number: '2.01', name: 'Fornecedores', type: 'payment', section: 'operations' };
const machines: Category = { id: 'machines', number: '4.01', name: 'Máquinas', type: 'payment', section: 'investment' };
const capital: Category = { id: 'capital', number: '5.01', name: 'Aporte', type: 'receipt', section: 'financing' };
const categories = [payroll, sales, machines, capital, suppliers];

const figures = [
  { accountId: 'sales', month: '2025-01-01', value: '1000.10' },
  { accountId: 'sales', month: '2025-02-01', value: '1200.20' },
  { accountId: 'payroll', month: '2025-01-01', value: '700.00' },
  { accountId: 'payroll', month: '2025-02-01', value: '700.00' },
  { accountId: 'suppliers', month: '2025-02-01', value: '-50.00' }, // a supplier's refund
  { accountId: 'machines', month: '2025-02-01', value: '300.00' },
  { accountId: 'capital', month: '2025-01-01', value: '5000.00' },
  { accountId: 'sales', month: '2024-12-01', value: '999.00' }, // outside the months shown
];

describe('buildCashFlow', () => {
  it('splits each section into cash in, cash out and result, signed as cash, with categories by number', () => {
    const table = buildCashFlow({ categories, figures, from: '2025-01-01', to: '2025-03-01' });
    expect(table.months).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    const [operations, investment, financing] = table.sections;
    expect(operations.section).toBe('operations');
    expect(operations.cashIn.cells).toEqual(['1000.10', '1200.20', '0.00']);
    expect(operations.cashIn.total).toBe('2200.30');
    // 700 paid in January; in February 700 paid and 50 refunded.
    expect(operations.cashOut.cells).toEqual(['-700.00', '-650.00', '0.00']);
    expect(operations.cashOut.categories.map((row) => row.category.number)).toEqual(['2.01', '2.02']);
    expect(operations.result.cells).toEqual(['300.10', '550.20', '0.00']);
    expect(investment.section).toBe('investment');
    expect(investment.cashIn.categories).toEqual([]);
    expect(investment.result.total).toBe('-300.00');
    expect(financing.result.cells).toEqual(['5000.00', '0.00', '0.00']);
    expect(table.netChange.cells).toEqual(['5300.10', '250.20', '0.00']);
    expect(table.netChange.total).toBe('5550.30');
  });

  it('flags a figure against its category\'s direction and keeps its sign', () => {
    const table = buildCashFlow({ categories, figures, from: '2025-01-01', to: '2025-02-01' });
    const refund = table.sections[0].cashOut.categories[0];
    expect(refund.category.id).toBe('suppliers');
    expect(refund.cells).toEqual(['0.00', '50.00']);
    expect(refund.wrongSign).toEqual([false, true]);
  });

  it('takes opening and closing cash from balances, derives the months between, and knows nothing before', () => {
    const positions = [
      { month: '2025-01-01', opening: '10000.00', closing: '15300.10' },
      { month: '2025-03-01', opening: '15550.30', closing: '15550.30' },
    ];
    const table = buildCashFlow({ categories, figures, positions, from: '2024-12-01', to: '2025-03-01' });
    expect(table.opening).toEqual([
      null,
      { value: '10000.00', source: 'balance' },
      { value: '15300.10', source: 'derived' },
      { value: '15550.30', source: 'balance' },
    ]);
    expect(table.closing[2]).toEqual({ value: '15550.30', source: 'derived' });
  });

  it('starts from the closing balance of the month before the first one shown', () => {
    const positions = [{ month: '2024-12-01', opening: '0.00', closing: '100.00' }];
    const table = buildCashFlow({ categories, figures, positions, from: '2025-01-01', to: '2025-01-01' });
    expect(table.opening).toEqual([{ value: '100.00', source: 'derived' }]);
    expect(table.closing).toEqual([{ value: '5400.10', source: 'derived' }]);
  });

  it('shows unclassified cash apart and counts it in the change of cash', () => {
    const table = buildCashFlow({
      categories, figures, from: '2025-01-01', to: '2025-02-01',
      unclassified: [{ month: '2025-02-01', cashEffect: '-20.20' }, { month: '2025-02-01', cashEffect: '0.20' }, { month: '2026-01-01', cashEffect: '1' }],
    });
    expect(table.unclassified).toEqual({ cells: ['0.00', '-20.00'], total: '-20.00' });
    expect(table.netChange.cells).toEqual(['5300.10', '230.20']);
    expect(buildCashFlow({ categories, figures, from: '2025-01-01', to: '2025-02-01' }).unclassified).toBeNull();
  });

  it('adds a thousand cents exactly', () => {
    const many = Array.from({ length: 1000 }, () => ({ accountId: 'sales', month: '2025-01-01', value: '0.01' }));
    const table = buildCashFlow({ categories: [sales], figures: many, from: '2025-01-01', to: '2025-01-01' });
    expect(table.netChange.total).toBe('10.00');
  });
});
