import { describe, expect, it } from 'vitest';
import { suggestCategory, type CategoryOption } from './suggestCategory.ts';

const CATEGORIES: CategoryOption[] = [
  { id: 'sales', number: '1.01', name: 'Receita de vendas de produtos', clientAccount: 'R-10142', type: 'receipt' },
  { id: 'services', number: '1.02', name: 'Receita de prestação de serviços', clientAccount: null, type: 'receipt' },
  { id: 'suppliers', number: '2.01', name: 'Fornecedores', clientAccount: null, type: 'payment' },
  { id: 'admin', number: '2.07', name: 'Despesas administrativas', clientAccount: null, type: 'payment' },
];

describe('suggestCategory', () => {
  it('takes the category whose number or client account is the account\'s code', () => {
    expect(suggestCategory({ code: '2.01', name: 'Qualquer', cashEffect: '-10.00' }, CATEGORIES)?.id).toBe('suppliers');
    expect(suggestCategory({ code: 'R-10142', name: 'Qualquer', cashEffect: '10.00' }, CATEGORIES)?.id).toBe('sales');
  });

  it('else the one sharing most words of the name, accents and case folded', () => {
    expect(suggestCategory({ code: '9.1', name: 'FORNECEDORES NACIONAIS', cashEffect: '-5.00' }, CATEGORIES)?.id).toBe('suppliers');
    expect(suggestCategory({ code: '9.2', name: 'Prestacao de servicos', cashEffect: '5.00' }, CATEGORIES)?.id).toBe('services');
  });

  it('prefers a receipt for money in and a payment for money out when names tie', () => {
    const tied: CategoryOption[] = [
      { id: 'in', number: '1.09', name: 'Outras operacionais', clientAccount: null, type: 'receipt' },
      { id: 'out', number: '2.09', name: 'Outras operacionais', clientAccount: null, type: 'payment' },
    ];
    expect(suggestCategory({ code: 'x', name: 'Outras', cashEffect: '-1.00' }, tied)?.id).toBe('out');
    expect(suggestCategory({ code: 'x', name: 'Outras', cashEffect: '1.00' }, tied)?.id).toBe('in');
  });

  it('suggests nothing when no code or word matches', () => {
    expect(suggestCategory({ code: '9.99', name: 'Diversos', cashEffect: '-1.00' }, CATEGORIES)).toBeNull();
  });
});
