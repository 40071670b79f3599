import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { Runway } from '../../../../common/finance/runway.ts';
import { formatIsoDate } from '../../../ui/useFormatIsoDate.ts';

const messages = defineMessages({
  notBurning: { id: 'management.runway.notBurning', defaultMessage: 'Not burning cash', description: 'Runway when operations generate cash' },
  notBurningDetail: { id: 'management.runway.notBurningDetail', defaultMessage: 'Operations brought in at least as much cash as they paid out over the last three months.', description: 'Why there is no runway to count' },
  noCash: { id: 'management.runway.noCash', defaultMessage: 'Unknown', description: 'Runway without a cash balance' },
  noCashDetail: { id: 'management.runway.noCashDetail', defaultMessage: 'No cash balance imported: import bank statements (OFX) or the SPED ECD.', description: 'Why the runway is unknown' },
  noBurnDetail: { id: 'management.runway.noBurnDetail', defaultMessage: 'Fewer than three months of figures to average the burn.', description: 'Why the runway is unknown' },
});
const monthsMessage = defineMessage<{ months: string | number }>({ id: 'management.runway.months', defaultMessage: '{months} months', description: 'Runway in months' });
const cashOutMessage = defineMessage<{ date: string | number }>({ id: 'management.runway.cashOut', defaultMessage: 'Cash runs out around {date}', description: 'The cash-out date' });

/** A runway in words: its headline (months, or why there is none) and a detail line (the cash-out date, or why). */
export function runwayText(intl: IntlShape, runway: Runway): { headline: string; detail: string } {
  switch (runway.status) {
      case 'burning':
        return {
          headline: intl.formatMessage(monthsMessage, { months: intl.formatNumber(runway.months as Intl.StringNumericLiteral, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }),
          detail: intl.formatMessage(cashOutMessage, { date: formatIsoDate(intl, runway.cashOutDate) }),
        };
      case 'not-burning':
        return { headline: intl.formatMessage(messages.notBurning), detail: intl.formatMessage(messages.notBurningDetail) };
      case 'no-burn':
        return { headline: intl.formatMessage(messages.noCash), detail: intl.formatMessage(messages.noBurnDetail) };
      case 'no-cash':
        return { headline: intl.formatMessage(messages.noCash), detail: intl.formatMessage(messages.noCashDetail) };
  }
}

/** runwayText in the page's language. */
export function useRunwayText(): (runway: Runway) => { headline: string; detail: string } {
  const intl = useIntl();
  return useCallback((runway: Runway) => runwayText(intl, runway), [intl]);
}
