import { describe, expect, it } from 'vitest';
import { alertText, type AlertForText } from './alertText.ts';

const ruled = (kind: string, figures: Record<string, unknown>): AlertForText => ({
  kind, figures, enTitle: null, ptBrTitle: null, enMessage: '', ptBrMessage: '', metricEn: 'Churn rate', metricPt: 'Taxa de cancelamento',
});

describe('alertText', () => {
  const runway = ruled('runway_below', {
    months: '5.3', threshold: '6', cash: '3458231.10', net_burn: '653528.60', reference_month: '2026-10-01', cash_out_date: '2027-04-10',
  });

  it('writes a rule-made alert from its figures in Brazilian Portuguese', () => {
    const text = alertText(runway, 'pt');
    expect(text.title).toBe('Runway abaixo de 6 meses');
    expect(text.detail).toContain('5,3 meses de caixa');
    expect(text.detail).toContain('R$\u00a0653.528,60');
    expect(text.detail).toContain('outubro de 2026');
  });

  it('and in English', () => {
    const text = alertText(runway, 'en');
    expect(text.title).toBe('Runway below 6 months');
    expect(text.detail).toContain('5.3 months of cash');
    expect(text.detail).toContain('R$653,528.60');
    expect(text.detail).toContain('Apr 10, 2027');
  });

  it("names a metric rule's indicator in the reader's language", () => {
    const churn = ruled('metric_ceiling', { value: '6.2000', threshold: '5', period: '2026-10-01', metric_kind: 'churn_rate' });
    expect(alertText(churn, 'pt').title).toBe('Taxa de cancelamento acima de 5');
    expect(alertText(churn, 'en').title).toBe('Churn rate above 5');
  });

  it('keeps the titles a person wrote', () => {
    const written: AlertForText = { ...ruled('runway_below', {}), kind: null, enTitle: 'Meeting', ptBrTitle: 'Assembleia', enMessage: 'Next month.', ptBrMessage: 'Mês que vem.' };
    expect(alertText(written, 'pt')).toEqual({ title: 'Assembleia', detail: 'Mês que vem.' });
    expect(alertText(written, 'en')).toEqual({ title: 'Meeting', detail: 'Next month.' });
  });
});
