import { Card, Classes, H1 } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LanguageSelect } from '../ui/LanguageSelect.tsx';
import { ThemeSwitch } from '../ui/ThemeSwitch.tsx';
import styles from './PublicLayout.module.css';

const messages = defineMessages({
  product: { id: 'app.PublicLayout.product', defaultMessage: 'Investor Portal', description: 'Product name' },
});

/** The frame of the pages a signed-out visitor sees: the product's name, the language and theme, and one card. */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.tools}>
          <LanguageSelect minimal />
          <ThemeSwitch />
        </span>
      </header>
      <main className={styles.main}>
        <H1 className={`${styles.product} ${Classes.HEADING}`}>
          <FormattedMessage {...messages.product} />
        </H1>
        <Card className={styles.card} elevation={2}>
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
