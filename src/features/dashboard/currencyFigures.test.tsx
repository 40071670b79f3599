import { describe, expect, it } from 'vitest';
import { chartCurrency, currencyFigures, figuresOf, mainCurrency } from './currencyFigures.ts';

const row = (currency: string, figures: Partial<Record<'invested' | 'current_value', string> & Record<'investments' | 'valued' | 'unvalued' | 'mismatched', number>> = {}) => ({
  currency, invested: '0.00', current_value: '0.00', investments: 0, valued: 0, unvalued: 0, mismatched: 0, ...figures,
});

describe('currencyFigures', () => {
  it('keeps two currencies apart, each with its own sums and MOIC, in order of code', () => {
    const figures = currencyFigures([
      row('USD', { invested: '2400000.00', current_value: '2200000.00', investments: 1, valued: 1 }),
      row('BRL', { invested: '1450000.00', current_value: '1837500.00', investments: 2, valued: 2 }),
    ]);
    expect(figures).toEqual([
      {
        currency: 'BRL', invested: '1450000.00', investments: 2, value: '1837500.00', valued: 2, unvalued: 0,
        currentValue: { known: true, amount: '1837500.00' }, moic: { computable: true, multiple: '1.2672' },
      },
      {
        currency: 'USD', invested: '2400000.00', investments: 1, value: '2200000.00', valued: 1, unvalued: 0,
        currentValue: { known: true, amount: '2200000.00' }, moic: { computable: true, multiple: '0.9167' },
      },
    ]);
  });

  it('does not know the current value, nor the MOIC, while an investment of the currency has no valuation', () => {
    const [brl] = currencyFigures([row('BRL', { invested: '1000.00', current_value: '600.00', investments: 3, valued: 2, unvalued: 1 })]);
    expect(brl.currentValue).toEqual({ known: false, unvalued: 1 });
    expect(brl.moic).toEqual({ computable: false, reason: 'no-valuation' });
    expect(brl.value).toBe('600.00');
  });

  it('calls MOIC not computable when investments are valued in another currency, in both currencies', () => {
    const figures = currencyFigures([
      row('BRL', { invested: '100.00', current_value: '900.00', investments: 1, valued: 2, mismatched: 1 }),
      row('USD', { invested: '500.00', investments: 1, mismatched: 1 }),
    ]);
    expect(figures.map((figure) => figure.moic)).toEqual([
      { computable: false, reason: 'currencies' }, { computable: false, reason: 'currencies' },
    ]);
    // The stakes valued in BRL are worth 900.00 BRL; nothing is valued in USD, so there is no USD value to show.
    expect(figures.map((figure) => figure.currentValue)).toEqual([{ known: true, amount: '900.00' }, null]);
  });

  it('gives no MOIC to a currency nothing was invested in, and says "nothing invested" when the amount is zero', () => {
    expect(figuresOf(row('EUR', { current_value: '10.00', valued: 1, mismatched: 1 }))?.moic).toBeNull();
    expect(figuresOf(row('EUR', { investments: 1, valued: 1 }))?.moic).toEqual({ computable: false, reason: 'no-investment' });
  });

  it('leaves out a row without a currency code', () => {
    expect(currencyFigures([row('lorem ipsum'), { currency: null }])).toEqual([]);
  });
});

describe('the charts\' currency', () => {
  const figures = currencyFigures([row('BRL', { investments: 7 }), row('USD', { investments: 8 }), row('EUR', { investments: 8 })]);

  it('is the one with the most investments, the first code on a tie', () => {
    expect(mainCurrency(figures)).toBe('EUR');
    expect(mainCurrency([])).toBeNull();
  });

  it('is the one asked for when the organization has it, else the main one', () => {
    expect(chartCurrency(figures, 'BRL')).toBe('BRL');
    expect(chartCurrency(figures, 'JPY')).toBe('EUR');
    expect(chartCurrency(figures, null)).toBe('EUR');
  });
});
