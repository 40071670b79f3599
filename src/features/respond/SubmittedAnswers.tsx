import { H2 } from '@blueprintjs/core';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SubmittedAnswers_response$key } from '../../../__generated__/SubmittedAnswers_response.graphql.ts';
import { isMetricUnit, storedAnswerText } from './answerValue.ts';
import { metricName } from '../../ui/metricText.ts';
import styles from './respond.module.css';

const messages = defineMessages({
  heading: { id: 'respond.SubmittedAnswers.heading', defaultMessage: 'What you sent', description: 'Heading of the read-only list of submitted KPI answers' },
  none: { id: 'respond.SubmittedAnswers.none', defaultMessage: 'Not answered', description: 'A KPI metric left empty in a submitted answer' },
});

const monthsText = defineMessage<{ value: string }>({
  id: 'respond.SubmittedAnswers.months',
  defaultMessage: '{value} months',
  description: 'A number of months (runway) in a submitted KPI answer',
});
const noteText = defineMessage<{ note: string }>({
  id: 'respond.SubmittedAnswers.note',
  defaultMessage: 'Note: {note}',
  description: 'The company\'s note beside a submitted KPI answer',
});

const fragment = graphql`
  fragment SubmittedAnswers_response on portfolio_kpi_response {
    request {
      metrics(order_by: { position: asc }) {
        kind
        metric { unit en_name pt_br_name }
      }
    }
    answers { kind value text_value note }
  }
`;

/** A stored answer as read: the number in the language with its unit, or the words. */
function shown(intl: IntlShape, unit: string, value: string | null | undefined, text: string | null | undefined): string | null {
  if (value == null) return text != null && text.trim() !== '' ? text : null;
  if (!isMetricUnit(unit) || unit === 'text') return value;
  const number = storedAnswerText(value, unit, intl.locale);
  if (unit === 'percent') return `${number} %`;
  if (unit === 'ratio') return `${number}×`;
  if (unit === 'months') return intl.formatMessage(monthsText, { value: number });
  return number;
}

/** The answers as sent, read-only: after submission and after approval. */
export function SubmittedAnswers({ response }: { response: SubmittedAnswers_response$key }) {
  const intl = useIntl();
  const { request, answers } = useFragment(fragment, response);
  const byKind = new Map(answers.map((answer) => [answer.kind, answer]));
  return (
    <section className={styles.section} aria-labelledby="respond-sent">
      <H2 id="respond-sent"><FormattedMessage {...messages.heading} /></H2>
      <dl className={styles.answerList}>
        {request.metrics.map((m) => {
          const answer = byKind.get(m.kind);
          const text = answer ? shown(intl, m.metric.unit, answer.value, answer.text_value) : null;
          return (
            <div key={m.kind}>
              <dt>{metricName(intl, m.metric)}</dt>
              <dd>{text ?? <FormattedMessage {...messages.none} />}</dd>
              {answer && answer.note !== '' && <dd>{intl.formatMessage(noteText, { note: answer.note })}</dd>}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
