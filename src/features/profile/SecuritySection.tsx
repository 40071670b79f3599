import { defineMessages, useIntl } from 'react-intl';
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
});

/** The password (a new one, typed twice) and two-step verification. */
export function SecuritySection() {
  const intl = useIntl();
  return (
    <>
      <ProfileSection title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)}>
        <PasswordChangeForm />
      </ProfileSection>
      <ProfileSection title={intl.formatMessage(messages.twoStep)} subtitle={intl.formatMessage(messages.twoStepSubtitle)}>
        <TwoStepForm />
      </ProfileSection>
    </>
  );
}
