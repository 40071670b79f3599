import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { logout } from './logout.ts';

const messages = defineMessages({
  leaving: { id: 'app.LogoutScreen.leaving', defaultMessage: 'Logging out…', description: 'Shown while logging out' },
});

/** /app/logout: logs out once (StrictMode runs effects twice in development) and reloads on the sign-in page. */
export function LogoutScreen() {
  const intl = useIntl();
  const auth = useAuthClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(auth);
  }, [auth]);
  return <NonIdealState icon={<Spinner aria-label={intl.formatMessage(messages.leaving)} />} title={intl.formatMessage(messages.leaving)} />;
}
