import { HTMLSelect, Tag } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { BudgetVersion } from './useFinancialBooks.ts';
import classes from './financial.module.css';

/** The budget version in the address (`?version=<id>`); without one, the plan of record. */
export const VERSION_PARAM = 'version';

const messages = defineMessages({
  label: { id: 'management.BudgetVersionSelect.label', defaultMessage: 'Budget version', description: 'Label of the budget version select' },
  locked: { id: 'management.BudgetVersionSelect.locked', defaultMessage: 'Locked', description: 'Tag: the version is read-only' },
  original: { id: 'management.BudgetVersionSelect.original', defaultMessage: 'original', description: 'Kind of budget version' },
  revised: { id: 'management.BudgetVersionSelect.revised', defaultMessage: 'revised', description: 'Kind of budget version' },
  forecast: { id: 'management.BudgetVersionSelect.forecast', defaultMessage: 'forecast', description: 'Kind of budget version' },
});
const optionMessage = defineMessage<{ name: string | number; kind: string | number; record: string | number }>({
  id: 'management.BudgetVersionSelect.option', defaultMessage: '{name} ({kind}){record, select, yes { · plan of record} other {}}', description: 'A budget version in the select',
});

export function BudgetVersionSelect({ versions, version }: { versions: readonly BudgetVersion[]; version: BudgetVersion | null }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  if (!version) return null;
  const kind = (value: string) => (value === 'revised' || value === 'forecast' || value === 'original' ? intl.formatMessage(messages[value]) : value);
  return (
    <label className={classes.control}>
      <span>{intl.formatMessage(messages.label)}</span>
      <HTMLSelect
        value={version.id}
        onChange={(event) => {
          const id = event.currentTarget.value;
          setParams((current) => { current.set(VERSION_PARAM, id); return current; });
        }}
        options={versions.map((row) => ({ value: row.id, label: intl.formatMessage(optionMessage, { name: row.name, kind: kind(row.kind), record: row.is_plan_of_record ? 'yes' : 'no' }) }))}
      />
      {version.locked && <Tag minimal>{intl.formatMessage(messages.locked)}</Tag>}
    </label>
  );
}
