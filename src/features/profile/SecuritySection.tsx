import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SecuritySection_user$key } from '../../../__generated__/SecuritySection_user.graphql.ts';
import { PasskeysForm } from './PasskeysForm.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { TwoStepForm } from './TwoStepForm.tsx';

const messages = defineMessages({
  title: { id: 'profile.SecuritySection.title', defaultMessage: 'Security', description: 'Title of the profile section with the password' },
  subtitle: {
    id: 'profile.SecuritySection.subtitle',
    defaultMessage: 'A new password signs you out on every other device.',
    description: 'Line under the security section\'s title: changing the password ends the other sessions',
  },
  twoStep: { id: 'profile.SecuritySection.twoStep', defaultMessage: 'Two-step verification', description: 'Title of the profile section with the second factor (TOTP)' },
  twoStepSubtitle: {
    id: 'profile.SecuritySection.twoStepSubtitle',
    defaultMessage: 'A code from your phone after your password.',
    description: 'Line under the two-step verification section\'s title',
  },
  passkeys: { id: 'profile.SecuritySection.passkeys', defaultMessage: 'Passkeys', description: 'Title of the profile section with the passkeys' },
  passkeysSubtitle: {
    id: 'profile.SecuritySection.passkeysSubtitle',
    defaultMessage: 'Sign in without a password.',
    description: 'Line under the passkeys section\'s title',
  },
});

/** The password (a new one, typed twice), two-step verification and passkeys. */
export function SecuritySection({ user }: { user: SecuritySection_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SecuritySection_user on users {
        ...PasskeysForm_user
      }
    `,
    user,
  );
  return (
    <>
      <ProfileSection title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)}>
        <PasswordChangeForm />
      </ProfileSection>
      <ProfileSection title={intl.formatMessage(messages.twoStep)} subtitle={intl.formatMessage(messages.twoStepSubtitle)}>
        <TwoStepForm />
      </ProfileSection>
      <ProfileSection title={intl.formatMessage(messages.passkeys)} subtitle={intl.formatMessage(messages.passkeysSubtitle)}>
        <PasskeysForm user={data} />
      </ProfileSection>
    </>
  );
}
