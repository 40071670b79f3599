import { defineMessages, useIntl } from 'react-intl';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

const messages = defineMessages({
  title: { id: 'profile.SecuritySection.title', defaultMessage: 'Security', description: 'Title of the profile section with the password' },
  subtitle: {
    id: 'profile.SecuritySection.subtitle',
    defaultMessage: 'A new password signs you out on every other device.',
    description: 'Line under the security section\'s title: changing the password ends the other sessions',
  },
});

/** The password: a new one, typed twice. */
export function SecuritySection() {
  const intl = useIntl();
  return (
    <ProfileSection title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)}>
      <PasswordChangeForm />
    </ProfileSection>
  );
}
