import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { COMPANIES_TABLE } from './companiesTable.ts';
import styles from './companies.module.css';

const messages = defineMessages({
  label: { id: 'companies.CompanySearch.label', defaultMessage: 'Search', description: 'Label of the search box of the companies list' },
  placeholder: { id: 'companies.CompanySearch.placeholder', defaultMessage: 'Name or tax ID (CNPJ)', description: 'Placeholder of the companies search box: what it searches' },
});

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * The companies list's search box: what is typed goes to the address (`?q=`, replacing the entry, so Back does not
 * replay keystrokes) once typing pauses, and the route's loader searches by name or tax ID.
 */
export function CompanySearch() {
  const intl = useIntl();
  const [state, change] = useTableUrlState(COMPANIES_TABLE);
  const [text, setText] = useState(state.q);
  // The value this box last wrote: an address that changes to anything else (Back, a link) is shown instead.
  const written = useRef(state.q);

  useEffect(() => {
    if (state.q !== written.current) {
      written.current = state.q;
      setText(state.q);
    }
  }, [state.q]);

  useEffect(() => {
    if (text === written.current) return undefined;
    const timer = setTimeout(() => {
      written.current = text;
      change({ q: text }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => { clearTimeout(timer); };
  }, [text, change]);

  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        value={text}
        onValueChange={setText}
        placeholder={intl.formatMessage(messages.placeholder)}
      />
    </div>
  );
}
