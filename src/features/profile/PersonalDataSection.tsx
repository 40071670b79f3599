import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PersonalDataSection_user$key } from '../../../__generated__/PersonalDataSection_user.graphql.ts';
import { EmailForm } from './EmailForm.tsx';
import { NameForm } from './NameForm.tsx';
import { ProfileSection } from './ProfileSection.tsx';

const messages = defineMessages({
  title: { id: 'profile.PersonalDataSection.title', defaultMessage: 'Personal data', description: 'Title of the profile section with the name and e-mail' },
  subtitle: {
    id: 'profile.PersonalDataSection.subtitle',
    defaultMessage: 'How you appear to the people you share organizations with, and where we write to you.',
    description: 'Line under the personal data section\'s title',
  },
});

/** The user's name and e-mail address, each with its own form. */
export function PersonalDataSection({ user }: { user: PersonalDataSection_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment PersonalDataSection_user on users {
        ...NameForm_user
        ...EmailForm_user
      }
    `,
    user,
  );
  return (
    <ProfileSection title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)}>
      <NameForm user={data} />
      <EmailForm user={data} />
    </ProfileSection>
  );
}
