import { Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { AuthError } from './authClient.ts';
import { authProblemText } from './authProblems.ts';
import styles from './authScreens.module.css';

/** The alert above an auth form that the service refused: what went wrong, in the user's language. */
export function AuthProblemAlert({ error }: { error: AuthError | null }) {
  const { message, values } = authProblemText(error);
  return (
    <Callout intent="danger" role="alert" className={styles.alert}>
      <FormattedMessage {...message} values={values} />
    </Callout>
  );
}
