import { Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { CheckResult } from '../../../../common/finance/cashFlowChecks.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import { checkMessages, describeCheck } from './checkMessages.ts';
import classes from './financial.module.css';

/** The statement's checks: each passes, fails with the difference and where, or says why it cannot be computed. */
export function ChecksPanel({ checks }: { checks: readonly CheckResult[] }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  return (
    <section className={classes.checks} aria-label={intl.formatMessage(checkMessages.title)}>
      <h3>{intl.formatMessage(checkMessages.title)}</h3>
      {checks.map((check) => {
        const intent = check.status === 'pass' ? Intent.SUCCESS : check.status === 'fail' ? Intent.DANGER : Intent.NONE;
        const icon = check.status === 'pass' ? 'tick-circle' : check.status === 'fail' ? 'error' : 'help';
        const { title, text } = describeCheck(intl, check, formatCash);
        return (
          <Callout key={check.id} intent={intent} icon={icon} title={title} compact role="status">
            {text}
          </Callout>
        );
      })}
    </section>
  );
}
