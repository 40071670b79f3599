import { Classes } from '@blueprintjs/core';
import { EndorsedIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { IndicatorSource_indicator$key } from '../../__generated__/IndicatorSource_indicator.graphql.ts';
import { paths } from '../app/paths.ts';
import { formatTimestamp } from './formatTimestamp.ts';
import styles from './indicatorSource.module.css';

const messages = defineMessages({
  reported: { id: 'ui.IndicatorSource.reported', defaultMessage: 'Reported by the company', description: 'An indicator entered or imported as it is' },
  someone: { id: 'ui.IndicatorSource.someone', defaultMessage: 'a former member', description: 'The approver of an indicator whose account is gone' },
});

const approvedMessage = defineMessage<{ request: string; who: string; when: string }>({
  id: 'ui.IndicatorSource.approved',
  defaultMessage: 'Approved answer to “{request}”, by {who} on {when}',
  description: 'Where an indicator came from: a company\'s answer to a request, approved by an investor',
});

/**
 * Where an indicator came from, so every figure can be traced: reported as it is, or a company's answer to a request,
 * with who approved it and when, linking to that answer on the request's page.
 */
export function IndicatorSource({ indicator }: { indicator: IndicatorSource_indicator$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IndicatorSource_indicator on accounting_indicator {
        source
        approved_at
        approver {
          displayName
        }
        kpi_response {
          id
          request {
            id
            title
          }
        }
      }
    `,
    indicator,
  );
  const response = data.kpi_response;
  if (data.source !== 'kpi_request' || !response) return <span>{intl.formatMessage(messages.reported)}</span>;
  const text = intl.formatMessage(approvedMessage, {
    request: response.request.title,
    who: data.approver?.displayName ?? intl.formatMessage(messages.someone),
    when: typeof data.approved_at === 'string' ? formatTimestamp(intl, data.approved_at) : '—',
  });
  return (
    <Link to={paths.request(response.request.id, response.id)}>
      <EndorsedIcon className={`${Classes.INTENT_SUCCESS} ${styles.icon}`} size={12} />
      {text}
    </Link>
  );
}
