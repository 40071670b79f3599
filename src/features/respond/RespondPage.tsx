import { Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { IntlRoot } from '../../i18n/IntlRoot.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { ThemeSwitch } from '../../ui/ThemeSwitch.tsx';
import { LinkRefusalState } from './LinkRefusalState.tsx';
import type { RespondServices } from './respondConnection.ts';
import { browserLocale } from './respondLocale.ts';
import { ResponseView } from './ResponseView.tsx';
import { useRespondentLink } from './useRespondentLink.ts';
import styles from './respond.module.css';

const messages = defineMessages({
  product: { id: 'respond.RespondPage.product', defaultMessage: 'Investor Portal', description: 'Product name at the top of the no-login answer form' },
});

export interface RespondPageProps {
  /** The link's token, from the e-mailed address. */
  linkToken: string;
  services: RespondServices;
  /** Today as `YYYY-MM-DD`, to tell an overdue request. */
  today: string;
  /** The browser's languages, best first. @default navigator.languages */
  languages?: readonly string[];
}

/**
 * The page a company's contact opens from a KPI request's e-mail, without an account: its own frame and language
 * (the session's, else the browser's, else pt-BR; switching it here changes nothing else), its own session and
 * Relay store, and the form or the reason the link opens none.
 */
export function RespondPage({ linkToken, services, today, languages = navigator.languages }: RespondPageProps) {
  const link = useRespondentLink(linkToken, services);
  const [chosen, setChosen] = useState<Locale | null>(null);
  const locale = chosen ?? (link.kind === 'open' ? link.session.locale : null) ?? browserLocale(languages);
  return (
    <IntlRoot locale={locale}>
      <div className={styles.page} lang={locale}>
        <header className={styles.header}>
          <span className={styles.product}><FormattedMessage {...messages.product} /></span>
          <span className={styles.tools}>
            <LanguageSelect minimal value={locale} onChange={setChosen} />
            <ThemeSwitch />
          </span>
        </header>
        <main className={styles.main}>
          {link.kind === 'opening' && <Spinner />}
          {link.kind === 'refused' && <LinkRefusalState refusal={link.refusal} />}
          {link.kind === 'open' && (
            <RelayEnvironmentProvider environment={link.connection.environment}>
              <Suspense fallback={<Spinner />}>
                <ResponseView responseId={link.session.responseId} api={link.connection.api} today={today} lost={link.lost} />
              </Suspense>
            </RelayEnvironmentProvider>
          )}
        </main>
      </div>
    </IntlRoot>
  );
}
