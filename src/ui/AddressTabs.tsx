import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that names the open tab. */
export const TAB_PARAM = 'tab';

export interface AddressTab {
  id: string;
  title: string;
  panel: ReactElement;
}

export interface AddressTabsProps {
  /** The tab list's DOM id (Blueprint names each tab and panel after it). */
  id: string;
  /** In order; the first is the one a plain address opens. */
  tabs: readonly AddressTab[];
  className?: string;
  /** Parameters of the address that belong to the whole screen, not to a tab (whose books, which year): kept. */
  keep?: readonly string[];
}

/** The open tab as the address names it: `?tab=<id>`, or the first tab for a plain address or an unknown id. */
function useAddressTab(tabIds: readonly string[]): string | undefined {
  const [params] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  return tabIds.find((id) => id === requested) ?? tabIds[0];
}

/**
 * A screen's tabs with the open one in the address (`?tab=reports`), so a link or a reload opens it; the first tab has
 * the plain address. Changing tab starts from a plain address: the page, size, sort and search there belonged to the
 * previous tab's list. Only the open tab's panel is rendered, so a tab's query runs when it is opened.
 */
export function AddressTabs({ id, tabs, className, keep = [] }: AddressTabsProps) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.id;
  const selected = useAddressTab(tabs.map((tab) => tab.id));
  return (
    <Tabs
      id={id}
      className={className}
      selectedTabId={selected}
      onChange={(tab) => {
        const next = new URLSearchParams();
        for (const name of keep) for (const value of params.getAll(name)) next.append(name, value);
        if (tab !== first) next.set(TAB_PARAM, String(tab));
        setParams(next);
      }}
      renderActiveTabPanelOnly
      size="large"
    >
      {tabs.map((tab) => <Tab key={tab.id} id={tab.id} title={tab.title} panel={tab.panel} />)}
    </Tabs>
  );
}
