import { Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../../i18n/IntlRoot.tsx';
import { showToast } from '../../ui/toaster.ts';
import { accountLocaleOf } from './accountLocale.ts';
import { useUpdateUserMutation } from './useUpdateUserMutation.ts';

const messages = defineMessages({
  failed: {
    id: 'profile.useAccountLocale.failed',
    defaultMessage: 'Your language could not be saved to your account: emails may still come in the previous one.',
    description: 'Toast when the chosen language could not be stored as the language of the account\'s e-mails',
  },
});

/**
 * Keeps the account's language (the one the auth service writes its e-mails in) equal to the portal's, while the
 * profile is open: choosing a language here, or in the top bar, saves it, and so does opening the profile after
 * choosing one elsewhere. No optimistic update: a failed save leaves nothing changed, so it is not retried in a loop.
 */
export function useAccountLocale(userId: string, accountLocale: string): void {
  const intl = useIntl();
  const wanted = accountLocaleOf(useLocale());
  const [update] = useUpdateUserMutation();
  useEffect(() => {
    if (wanted === accountLocale) return;
    update(userId, { locale: wanted }, {
      onError: () => { showToast(intl.formatMessage(messages.failed), Intent.WARNING); },
    });
  }, [wanted, accountLocale, userId, update, intl]);
}
