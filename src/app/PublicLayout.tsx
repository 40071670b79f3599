import { Card, Classes, H1 } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import { LanguageSelect } from '../ui/LanguageSelect.tsx';
import { ThemeSwitch } from '../ui/ThemeSwitch.tsx';
import styles from './PublicLayout.module.css';
import { useAdoptPrerenderedPage } from './prerenderedPage.ts';

const messages = defineMessages({
  product: { id: 'app.PublicLayout.product', defaultMessage: 'Investor Portal', description: 'Product name' },
});

/** A route's `handle` that asks for a card wide enough to read a document in (the privacy policy). */
function isWide(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'wide' in handle && handle.wide === true;
}

/**
 * The frame of the pages a signed-out visitor sees: the product's name, the language and theme, and one card: a form's
 * width, or a reading width for a route whose handle says `wide`.
 */
export function PublicLayout() {
  const wide = useMatches().some((match) => isWide(match.handle));
  // The sign-in page's HTML copy, shown until now on a first load, gives way to this one.
  useAdoptPrerenderedPage();
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
        <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card} elevation={2}>
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
