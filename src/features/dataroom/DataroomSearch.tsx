import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { SEARCH_DELAY_MS } from '../companies/CompanySearch.tsx';
import { DATAROOM_TABLE } from './dataroomTable.ts';
import styles from './dataroom.module.css';

const messages = defineMessages({
  label: { id: 'dataroom.DataroomSearch.label', defaultMessage: 'Search', description: 'Label of the search box of the dataroom' },
  placeholder: { id: 'dataroom.DataroomSearch.placeholder', defaultMessage: 'Document name', description: 'Placeholder of the dataroom search box: what it searches' },
});

/**
 * The dataroom's search box: what is typed goes to the address (`?q=`, replacing the entry) once typing pauses, and
 * the route's loader lists the documents whose name contains it.
 */
export function DataroomSearch() {
  const intl = useIntl();
  const [state, change] = useTableUrlState(DATAROOM_TABLE);
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
      <InputGroup id={id} type="search" leftIcon={<SearchIcon />} value={text} onValueChange={setText}
        placeholder={intl.formatMessage(messages.placeholder)} />
    </div>
  );
}
