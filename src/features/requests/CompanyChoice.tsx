import { Checkbox, Classes } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  all: { id: 'requests.CompanyChoice.all', defaultMessage: 'All companies', description: 'Checkbox: send the request to every company of the organization' },
  noContact: {
    id: 'requests.CompanyChoice.noContact',
    defaultMessage: 'No reporting contact: nobody will get the e-mail.',
    description: 'Warning under a chosen company that has nobody to answer for it',
  },
  addContact: { id: 'requests.CompanyChoice.addContact', defaultMessage: 'Add one', description: 'Link to the company\'s settings, where its reporting contacts are' },
});

export interface ChoosableCompany {
  readonly id: string;
  readonly name: string;
  /** How many reporting contacts it has: a chosen company without any is warned about. */
  readonly contacts: number;
}

export interface CompanyChoiceProps {
  companies: readonly ChoosableCompany[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The id of the error or hint under the list. */
  describedBy?: string;
}

/**
 * The companies a request goes to: one checkbox each and one for all of them; a chosen company without a reporting
 * contact says so, with a link to add one (in a new tab, so the form keeps what was typed).
 */
export function CompanyChoice({ companies, chosen, onChange, describedBy }: CompanyChoiceProps) {
  const intl = useIntl();
  const all = companies.length > 0 && companies.every((company) => chosen.includes(company.id));
  const toggle = (id: string, on: boolean) => {
    onChange(on ? companies.filter((company) => company.id === id || chosen.includes(company.id)).map((company) => company.id) : chosen.filter((other) => other !== id));
  };
  return (
    <div className={styles.choices} role="group" aria-describedby={describedBy}>
      <Checkbox
        className={styles.choice}
        label={intl.formatMessage(messages.all)}
        checked={all}
        indeterminate={!all && chosen.length > 0}
        onChange={(event) => { onChange(event.currentTarget.checked ? companies.map((company) => company.id) : []); }}
      />
      {companies.map((company) => (
        <div key={company.id} className={styles.choice}>
          <Checkbox
            label={company.name}
            checked={chosen.includes(company.id)}
            onChange={(event) => { toggle(company.id, event.currentTarget.checked); }}
          />
          {company.contacts === 0 && chosen.includes(company.id) && (
            <div className={styles.noContact} role="status">
              <WarningSignIcon className={Classes.INTENT_WARNING} size={12} /> {intl.formatMessage(messages.noContact)}{' '}
              <Link to={paths.companySettings(company.id)} target="_blank" rel="noopener">{intl.formatMessage(messages.addContact)}</Link>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
