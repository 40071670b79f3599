import { Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAuthClient, useAuthUser } from '../../auth/AuthContext.tsx';
import { useUpdateUserMutation } from '../account/useUpdateUserMutation.ts';
import { accountLocaleOf, portalLocaleOf } from '../../i18n/accountLocale.ts';
import { useLocale } from '../../i18n/IntlRoot.tsx';
import { localeChoice } from '../../i18n/locales.ts';
import { showToast } from '../../ui/toaster.ts';

const messages = defineMessages({
  failed: {
    id: 'app.useAccountLanguage.failed',
    defaultMessage: 'Your language could not be saved to your account: emails may still come in the previous one.',
    description: 'Toast when the chosen language could not be stored as the language of the account\'s e-mails',
  },
});

/**
 * One language for the portal and the account (the auth service writes its e-mails in the account's `locale`):
 *  - in a browser where no language was ever chosen, the portal takes the account's, so an investor who chose
 *    English elsewhere reads English here too;
 *  - otherwise the language chosen in this browser (on the sign-in page, in the top bar or on the profile) is saved
 *    to the account, once per change. A failed save is not retried in a loop: it says so, and the next change tries
 *    again.
 */
export function useAccountLanguage(): void {
  const intl = useIntl();
  const auth = useAuthClient();
  const user = useAuthUser();
  const locale = useLocale();
  const [update] = useUpdateUserMutation();
  const asked = useRef<string | null>(null);
  const userId = user?.id ?? null;
  const accountLocale = user?.locale ?? null;

  useEffect(() => {
    if (userId === null || accountLocale === null) return;
    const accountLanguage = portalLocaleOf(accountLocale);
    if (!localeChoice.isStored() && accountLanguage !== null) {
      if (accountLanguage !== locale) localeChoice.set(accountLanguage);
      return;
    }
    const wanted = accountLocaleOf(locale);
    if (wanted === accountLocale || wanted === asked.current) return;
    asked.current = wanted;
    update(userId, { locale: wanted }, {
      // The session's user carries the locale: read it again so this hook sees the account as it now is.
      onCompleted: () => { void auth.refreshUser(); },
      onError: () => { showToast(intl.formatMessage(messages.failed), Intent.WARNING); },
    });
  }, [userId, accountLocale, locale, update, auth, intl]);
}
