import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MoicFigure } from './currencyFigures.ts';
import { multipleMessage, unvaluedMessage, whyMessages } from './figureMessages.ts';

/** A MOIC as text (`1,56×`), or the reason it has none. */
export type MoicText = { computable: true; text: string } | { computable: false; why: string };

/**
 * Formats a MOIC in the user's language with two decimals, as the performance tab does, or says why there is none.
 *
 * @returns `format(moic, unvalued)`: `unvalued` is how many investments lack a valuation, for the reason's text.
 */
export function useFormatMoic(): (moic: MoicFigure, unvalued: number) => MoicText {
  const intl = useIntl();
  return useCallback((moic: MoicFigure, unvalued: number): MoicText => {
    if (moic.computable) {
      const value = intl.formatNumber(moic.multiple as Intl.StringNumericLiteral, {
        minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'halfEven',
      });
      return { computable: true, text: intl.formatMessage(multipleMessage, { value }) };
    }
    if (moic.reason === 'no-valuation') return { computable: false, why: intl.formatMessage(unvaluedMessage, { count: unvalued }) };
    if (moic.reason === 'currencies') return { computable: false, why: intl.formatMessage(whyMessages.currencies) };
    return { computable: false, why: intl.formatMessage(whyMessages.noInvestment) };
  }, [intl]);
}
