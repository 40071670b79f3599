import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageTag } from 'react-intl';

/** Where the portal's users get help. */
export const SUPPORT_EMAIL = 'suporte@portaldoinvestidor.com.br';

const messages = defineMessages({
  title: { id: 'app.ContactScreen.title', defaultMessage: 'Contact', description: 'Contact page title' },
});

const bodyMessage = defineMessage<{ email: string; link: MessageTag }>({
  id: 'app.ContactScreen.body',
  defaultMessage: 'Questions, a module to enable, or something not working? Write to <link>{email}</link> and we will answer within one business day.',
  description: 'How to reach support',
});

/** The contact page of the main menu. */
export function ContactScreen() {
  const intl = useIntl();
  return (
    <Card>
      <H2>{intl.formatMessage(messages.title)}</H2>
      <p>
        {intl.formatMessage(bodyMessage, {
          email: SUPPORT_EMAIL,
          link: (chunks: ReactNode[]) => <a key="email" href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
        })}
      </p>
    </Card>
  );
}
