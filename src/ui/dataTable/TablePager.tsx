import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, DoubleChevronLeftIcon, DoubleChevronRightIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styles from './dataTable.module.css';
import { PAGE_SIZES } from './tableUrlState.ts';
import type { PageSize, TableChange, TableChangeHow } from './tableUrlState.ts';

const messages = defineMessages({
  label: { id: 'ui.TablePager.label', defaultMessage: 'Pagination', description: 'Accessible name of the paging controls under a list' },
  size: { id: 'ui.TablePager.size', defaultMessage: 'Rows per page', description: 'Label of the page-size select' },
  all: { id: 'ui.TablePager.all', defaultMessage: 'All', description: 'Page-size option: every row on one page' },
  first: { id: 'ui.TablePager.first', defaultMessage: 'First page', description: 'Pager button' },
  previous: { id: 'ui.TablePager.previous', defaultMessage: 'Previous page', description: 'Pager button' },
  next: { id: 'ui.TablePager.next', defaultMessage: 'Next page', description: 'Pager button' },
  last: { id: 'ui.TablePager.last', defaultMessage: 'Last page', description: 'Pager button' },
});

const showingMessage = defineMessage<{ from: number; to: number; total: number }>({
  id: 'ui.TablePager.showing',
  defaultMessage: '{total, plural, =0 {No records} one {Showing {from, number}–{to, number} of # record} other {Showing {from, number}–{to, number} of # records}}',
  description: 'Which rows of the list are on screen, e.g. "Showing 11–20 of 57 records"',
});

const pageMessage = defineMessage<{ page: number; pages: number }>({
  id: 'ui.TablePager.page',
  defaultMessage: 'Page {page, number} of {pages, number}',
  description: 'The current page and the number of pages',
});

export interface TablePagerProps {
  /** The current page, 1-based; a page past the end shows as the last one. */
  page: number;
  /** Rows per page, or every row. */
  size: PageSize;
  /** The number of rows in the whole list (its `_aggregate { count }`). */
  total: number;
  /** Called with the new page or size. */
  onChange: (change: TableChange, how?: TableChangeHow) => void;
}

/** The page-size choice (10, 25, 50, 100, All), which rows are shown, and first/previous/next/last page buttons. */
export function TablePager({ page, size, total, onChange }: TablePagerProps) {
  const intl = useIntl();
  const sizeId = useId();
  const pages = size === 'all' ? 1 : Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages);
  const from = total === 0 ? 0 : size === 'all' ? 1 : (current - 1) * size + 1;
  const to = size === 'all' ? total : Math.min(total, current * size);

  const pageButton = (label: string, icon: ReactElement, target: number) => (
    <Button
      icon={icon}
      aria-label={label}
      title={label}
      disabled={target === current || target < 1 || target > pages}
      onClick={() => { onChange({ page: target }); }}
    />
  );
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(messages.label)}>
      {/* Labelled by `for`, not by wrapping: the select's arrow icon has a title that would join its name. */}
      <span className={styles.pagerSize}>
        <label htmlFor={sizeId}>{intl.formatMessage(messages.size)}</label>
        <HTMLSelect
          id={sizeId}
          value={String(size)}
          onChange={(event) => {
            const chosen = PAGE_SIZES.find((option) => String(option) === event.currentTarget.value);
            if (chosen !== undefined) onChange({ size: chosen });
          }}
          options={PAGE_SIZES.map((option) => ({
            value: String(option),
            label: option === 'all' ? intl.formatMessage(messages.all) : intl.formatNumber(option),
          }))}
        />
      </span>
      <span role="status">{intl.formatMessage(showingMessage, { from, to, total })}</span>
      <span className={styles.pagerEnd}>
        <span>{intl.formatMessage(pageMessage, { page: current, pages })}</span>
        <ButtonGroup>
          {pageButton(intl.formatMessage(messages.first), <DoubleChevronLeftIcon />, 1)}
          {pageButton(intl.formatMessage(messages.previous), <ChevronLeftIcon />, current - 1)}
          {pageButton(intl.formatMessage(messages.next), <ChevronRightIcon />, current + 1)}
          {pageButton(intl.formatMessage(messages.last), <DoubleChevronRightIcon />, pages)}
        </ButtonGroup>
      </span>
    </nav>
  );
}
