import { defineMessage, defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { refusalOf } from '../../ui/refusal.ts';

const messages = defineMessages({
  notEditable: {
    id: 'respond.saveRefusal.notEditable',
    defaultMessage: 'These answers can no longer be changed: they were already sent, or the request was cancelled. Reload the page to see where they stand.',
    description: 'The server refused saving KPI answers because the response is no longer editable',
  },
  invalid: {
    id: 'respond.saveRefusal.invalid',
    defaultMessage: 'The server refused a value. Check the answers marked in red and try again.',
    description: 'The server refused a KPI answer that is not in its metric\'s unit',
  },
  network: {
    id: 'respond.saveRefusal.network',
    defaultMessage: 'The server could not be reached. Nothing you typed is lost: check your connection and try again.',
    description: 'Saving KPI answers failed because the network failed',
  },
  unknown: {
    id: 'respond.saveRefusal.unknown',
    defaultMessage: 'The answers could not be saved. Nothing you typed is lost: try again in a moment.',
    description: 'Saving KPI answers failed for an unexpected reason',
  },
});

const missing = defineMessage<{ metrics: string }>({
  id: 'respond.saveRefusal.missing',
  defaultMessage: 'The investor needs these answers before you can send: {metrics}.',
  description: 'The server refused a KPI submission because required metrics are empty; metrics lists their names',
});

/** The database's words for a submission missing required answers (`portfolio.kpi_response_move`), and which. */
const MISSING = /required metrics are not answered: (.+)$/;
/** The database's words for a move the state machine refuses (already submitted, approved). */
const MOVE = /a response cannot go from/;
/** The database's words for an answer outside its unit (`portfolio.kpi_answer_check`). */
const UNIT = /is a whole number|is a percentage within|is zero or more months|is answered (in words|with a number)/;

/**
 * Why the server refused to save or submit, in the form's language; the server's own text is read only to find which
 * rule refused and which metrics were missing, whose names the form gives in its language.
 */
export function saveRefusalMessage(intl: IntlShape, error: unknown, metricName: (kind: string) => string): string {
  if (error instanceof GraphQLRequestError) {
    for (const entry of error.errors) {
      const kinds = MISSING.exec(entry.message)?.[1];
      if (kinds !== undefined) {
        const names = kinds.split(',').map((kind) => metricName(kind.trim()));
        return intl.formatMessage(missing, { metrics: intl.formatList(names, { type: 'conjunction' }) });
      }
      if (MOVE.test(entry.message) || /answers cannot change/.test(entry.message)) return intl.formatMessage(messages.notEditable);
      if (UNIT.test(entry.message)) return intl.formatMessage(messages.invalid);
    }
  }
  const refusal = refusalOf(error);
  if (refusal.kind === 'permission') return intl.formatMessage(messages.notEditable);
  if (refusal.kind === 'network') return intl.formatMessage(messages.network);
  if (refusal.kind === 'invalid-data' || refusal.kind === 'constraint') return intl.formatMessage(messages.invalid);
  return intl.formatMessage(messages.unknown);
}
