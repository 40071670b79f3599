import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './dataTable.module.css';
import { useTableUrlState } from './tableUrlState.ts';
import type { TableUrlOptions } from './tableUrlState.ts';

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export interface TableSearchProps {
  /** The list's view options (module-level), the same its table uses. */
  table: TableUrlOptions;
  /** The visible label. */
  label: string;
  /** What it searches, such as "Name or tax ID (CNPJ)". */
  placeholder: string;
}

/**
 * A list's search box, for a table's toolbar: what is typed goes to the address (`?q=`, replacing the entry, so Back
 * does not replay keystrokes) once typing pauses, and the route's loader searches what the screen's filter says.
 */
export function TableSearch({ table, label, placeholder }: TableSearchProps) {
  const [state, change] = useTableUrlState(table);
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
      <label htmlFor={id}>{label}</label>
      <InputGroup
        id={id}
        type="search"
        leftIcon={<SearchIcon />}
        value={text}
        onValueChange={setText}
        placeholder={placeholder}
      />
    </div>
  );
}
