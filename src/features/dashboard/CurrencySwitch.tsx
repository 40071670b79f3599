import { SegmentedControl } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styles from './dashboardScreen.module.css';

const messages = defineMessages({
  label: { id: 'dashboard.CurrencySwitch.label', defaultMessage: 'Currency of the charts', description: 'Label of the choice of currency the charts show' },
});

/**
 * Which currency the charts show, when the organization has amounts in more than one: a chart never puts two
 * currencies on one axis. The choice is in the address (`?currency=USD`), so it survives a reload and can be shared.
 */
export function CurrencySwitch({ currencies, value }: { currencies: readonly string[]; value: string }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  if (currencies.length < 2) return null;
  const label = intl.formatMessage(messages.label);
  return (
    <div className={styles.currencySwitch}>
      <span id="dashboard-currency" className={styles.switchLabel}>{label}</span>
      <SegmentedControl
        aria-labelledby="dashboard-currency"
        options={currencies.map((currency) => ({ label: currency, value: currency }))}
        value={value}
        onValueChange={(currency) => { setSearchParams({ currency }); }}
        intent="primary"
        size="small"
      />
    </div>
  );
}
