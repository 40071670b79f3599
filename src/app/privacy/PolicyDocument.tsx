import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styles from './PolicyDocument.module.css';

const messages = defineMessages({
  title: { id: 'app.PolicyDocument.title', defaultMessage: 'Privacy policy', description: 'Privacy policy title' },
});

const versionMessage = defineMessage<{ version: number; date: string }>({
  id: 'app.PolicyDocument.version',
  defaultMessage: 'Version {version}, published on {date}',
  description: 'Which version of the policy is shown',
});

export interface PolicyVersion {
  readonly version: number;
  readonly published_at: string;
  readonly content_en: string;
  readonly content_pt_br: string;
}

/** One version of the privacy policy as it is read: which version and when, then its text in the user's language. */
export function PolicyDocument({ policy }: { policy: PolicyVersion }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.version}>
        {intl.formatMessage(versionMessage, {
          version: policy.version,
          date: intl.formatDate(policy.published_at, { dateStyle: 'long' }),
        })}
      </p>
      <div className={styles.text} tabIndex={0} role="document" aria-label={intl.formatMessage(messages.title)}>
        {intl.locale === 'pt-BR' ? policy.content_pt_br : policy.content_en}
      </div>
    </>
  );
}

export { messages as policyMessages };
