import { defineMessage, defineMessages } from 'react-intl';

/** Why a figure of the totals or of a chart is not computable (see currencyFigures.ts). */
export const whyMessages = defineMessages({
  noInvestment: {
    id: 'dashboard.figureMessages.noInvestment',
    defaultMessage: 'Nothing was invested, so there is no multiple.',
    description: 'Why there is no MOIC',
  },
  currencies: {
    id: 'dashboard.figureMessages.currencies',
    defaultMessage: 'Some of these investments are valued in another currency than the one they were made in, and the portal has no exchange rates.',
    description: 'Why there is no MOIC: invested and valued amounts are in different currencies',
  },
});

export const unvaluedMessage = defineMessage<{ count: number }>({
  id: 'dashboard.figureMessages.unvalued',
  defaultMessage: '{count, plural, one {# investment is} other {# investments are}} in companies with no valuation report yet.',
  description: 'Why a current value or MOIC is not computable: some companies have no valuation',
});

export const multipleMessage = defineMessage<{ value: string }>({
  id: 'dashboard.figureMessages.multiple', defaultMessage: '{value}×', description: 'A MOIC, such as 1.25×',
});
