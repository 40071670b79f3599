import { HTMLTable } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnswersTable_response$key } from '../../../__generated__/AnswersTable_response.graphql.ts';
import { formatIndicator } from '../../ui/formatIndicator.ts';
import { metricName } from '../../ui/metricText.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  label: { id: 'requests.AnswersTable.label', defaultMessage: 'Answers', description: 'Name of the answers table' },
  metric: { id: 'requests.AnswersTable.metric', defaultMessage: 'Metric', description: 'Column: the metric asked' },
  answer: { id: 'requests.AnswersTable.answer', defaultMessage: 'Answer', description: 'Column: the company\'s value' },
  unanswered: { id: 'requests.AnswersTable.unanswered', defaultMessage: 'Not answered', description: 'A metric the company left empty' },
});

/**
 * Every metric the request asks, in its order, with the company's answer in the metric's unit (an amount as the
 * portal writes money, a percentage, a count, months, or the words of a qualitative field) and its note.
 */
export function AnswersTable({ response }: { response: AnswersTable_response$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AnswersTable_response on portfolio_kpi_response {
        request {
          metrics(order_by: [{ position: asc }, { kind: asc }]) {
            kind
            metric {
              en_name
              pt_br_name
              unit
            }
          }
        }
        answers {
          kind
          value
          text_value
          note
        }
      }
    `,
    response,
  );
  const answers = new Map(data.answers.map((answer) => [answer.kind, answer]));
  return (
    <HTMLTable compact className={`${styles.answers} ${styles.wide}`} aria-label={intl.formatMessage(messages.label)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.metric)}</th>
          <th scope="col">{intl.formatMessage(messages.answer)}</th>
        </tr>
      </thead>
      <tbody>
        {data.request.metrics.map(({ kind, metric }) => {
          const answer = answers.get(kind);
          const text = metric.unit === 'text';
          const shown = answerText(answer, (value) => formatIndicator(intl, value, metric.unit));
          return (
            <tr key={kind}>
              <th scope="row">
                <div>{metricName(intl, metric)}</div>
                {answer && answer.note !== '' && <div className={styles.note}>{answer.note}</div>}
              </th>
              <td className={text ? styles.answerText : undefined}>
                {shown ?? <span className={styles.muted}>{intl.formatMessage(messages.unanswered)}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

/** The answer as shown: the number in its unit, or the words; null when the company left it empty. */
function answerText(
  answer: { readonly value: string | null | undefined; readonly text_value: string | null | undefined } | undefined,
  format: (value: string) => string,
): string | null {
  if (!answer) return null;
  if (typeof answer.value === 'string') return format(answer.value);
  const words = answer.text_value?.trim() ?? '';
  return words === '' ? null : answer.text_value ?? null;
}
