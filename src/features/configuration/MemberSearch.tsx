import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { MEMBERS_TABLE } from './membersTable.ts';
import styles from './configuration.module.css';

const messages = defineMessages({
  label: { id: 'configuration.MemberSearch.label', defaultMessage: 'Search', description: 'Label of the members search box' },
  placeholder: { id: 'configuration.MemberSearch.placeholder', defaultMessage: 'Name or e-mail', description: 'Placeholder of the members search box: what it searches' },
});

/** How long typing must pause before the list is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * The members list's search box: what is typed goes to the address (`?q=`, replacing the entry, so Back does not
 * replay keystrokes) once typing pauses, and the route's loader searches names and e-mails.
 */
export function MemberSearch() {
  const intl = useIntl();
  const [state, change] = useTableUrlState(MEMBERS_TABLE);
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
        id={id} type="search" leftIcon={<SearchIcon />} value={text} onValueChange={setText}
        placeholder={intl.formatMessage(messages.placeholder)}
      />
    </div>
  );
}
