import { Intent, Tag } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const severities = defineMessages({
  info: { id: 'wallets.AlertTag.info', defaultMessage: 'Information', description: 'Severity of an alert: for information' },
  warning: { id: 'wallets.AlertTag.warning', defaultMessage: 'Warning', description: 'Severity of an alert: needs attention' },
  critical: { id: 'wallets.AlertTag.critical', defaultMessage: 'Critical', description: 'Severity of an alert: needs action now' },
});

type Severity = keyof typeof severities;

// Information is neutral: the theme's primary colour is orange, which would read as a warning.
const INTENT: Readonly<Record<Severity, Intent>> = { info: Intent.NONE, warning: Intent.WARNING, critical: Intent.DANGER };

const isSeverity = (value: string): value is Severity => Object.hasOwn(severities, value);

export interface AlertTagProps {
  /** `info`, `warning` or `critical` (portfolio.alert_severity); another value shows as information. */
  severity: string;
  title: string;
}

/**
 * An alert's title in a tag coloured by its severity, with the severity's icon, whose name screen readers read (the
 * colour alone would say nothing to them).
 */
export function AlertTag({ severity, title }: AlertTagProps) {
  const intl = useIntl();
  const level: Severity = isSeverity(severity) ? severity : 'info';
  const label = intl.formatMessage(severities[level]);
  const icons: Record<Severity, ReactElement> = {
    info: <InfoSignIcon title={label} />,
    warning: <WarningSignIcon title={label} />,
    critical: <ErrorIcon title={label} />,
  };
  return <Tag minimal intent={INTENT[level]} icon={icons[level]} title={title}>{title}</Tag>;
}
