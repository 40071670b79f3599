import { H2, NonIdealState } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ProfileScreenQuery } from '../../../__generated__/ProfileScreenQuery.graphql.ts';
import { LinkErrorNotice } from '../../auth/LinkErrorNotice.tsx';
import { PersonalDataSection } from './PersonalDataSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import styles from './profile.module.css';

const messages = defineMessages({
  title: { id: 'profile.ProfileScreen.title', defaultMessage: 'Profile', description: 'Title of the profile screen' },
  missing: {
    id: 'profile.ProfileScreen.missing',
    defaultMessage: 'Your profile could not be read. Sign out and sign in again.',
    description: 'The signed-in user\'s own record was not found (should not happen)',
  },
  linkHint: {
    id: 'profile.ProfileScreen.linkHint',
    defaultMessage: 'Your e-mail was not changed; you can ask for the change again below.',
    description: 'After a refused e-mail-change confirmation link, which leads back to the profile',
  },
});

/**
 * /app/profile (spec §2): the signed-in investor's own account in three sections: personal data (name, e-mail),
 * preferences (language, theme) and security (password, two-step verification, passkeys).
 */
export function ProfileScreen() {
  const intl = useIntl();
  const queryRef = useLoaderData<PreloadedQuery<ProfileScreenQuery>>();
  const { user } = usePreloadedQuery<ProfileScreenQuery>(
    graphql`
      query ProfileScreenQuery($userId: uuid!) {
        user(id: $userId) {
          ...PersonalDataSection_user
          ...SecuritySection_user
        }
      }
    `,
    queryRef,
  );
  return (
    <div className={styles.screen}>
      <H2>{intl.formatMessage(messages.title)}</H2>
      {/* The e-mail change's confirmation link leads here; refused, it says why (spent, or the address taken). */}
      <LinkErrorNotice hint={messages.linkHint} />
      {user ? (
        <>
          <PersonalDataSection user={user} />
          <PreferencesSection />
          <SecuritySection user={user} />
        </>
      ) : (
        <NonIdealState description={intl.formatMessage(messages.missing)} />
      )}
    </div>
  );
}
