import { Button, ButtonGroup, Callout, H3, HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { EditIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MetricsTabQuery, MetricsTabQuery$data } from '../../../__generated__/MetricsTabQuery.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import type { OrganizationRole } from '../../app/organizations/organizationRole.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import {
  favourableMessages, isLibraryValue, libraryLabel, metricDefinition, metricName, periodRuleMessages, unitMessages,
} from '../../ui/metricText.ts';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { MetricDialog, metricFieldMessages } from './MetricDialog.tsx';
import type { EditedMetric } from './MetricDialog.tsx';
import { useRemoveMetricMutation } from './useRemoveMetricMutation.ts';
import styles from './configuration.module.css';

const messages = defineMessages({
  standard: { id: 'configuration.MetricsTab.standard', defaultMessage: 'Standard metrics', description: 'Title of the library\'s standard metrics' },
  standardAbout: {
    id: 'configuration.MetricsTab.standardAbout',
    defaultMessage: 'Every organization shares these; their definitions and signs are fixed, so a figure reads the same in every portfolio.',
    description: 'Why the standard metrics are read-only',
  },
  custom: { id: 'configuration.MetricsTab.custom', defaultMessage: 'Your organization\'s metrics', description: 'Title of the organization\'s custom metrics' },
  customAbout: {
    id: 'configuration.MetricsTab.customAbout',
    defaultMessage: 'Metrics and qualitative fields only your organization asks for, defined in both languages.',
    description: 'What custom metrics are',
  },
  none: { id: 'configuration.MetricsTab.none', defaultMessage: 'No custom metric yet', description: 'The organization has no custom metric' },
  add: { id: 'configuration.MetricsTab.add', defaultMessage: 'New metric', description: 'Opens the form of a new custom metric' },
  metric: { id: 'configuration.MetricsTab.metric', defaultMessage: 'Metric', description: 'Column: the metric\'s name and definition' },
  actions: { id: 'configuration.MetricsTab.actions', defaultMessage: 'Actions', description: 'Column of the buttons' },
  qualitative: { id: 'configuration.MetricsTab.qualitative', defaultMessage: 'Qualitative', description: 'Tag of a metric answered in words' },
  remove: { id: 'configuration.MetricsTab.remove', defaultMessage: 'Remove', description: 'Confirms the removal' },
  inUse: {
    id: 'configuration.MetricsTab.inUse',
    defaultMessage: 'This metric cannot be removed: a request asks for it or an indicator holds a value of it.',
    description: 'Removal refused because the metric is used',
  },
  failed: { id: 'configuration.MetricsTab.failed', defaultMessage: 'The metric could not be removed. Please try again.', description: 'Removal failed' },
});

const editOf = defineMessage<{ name: string }>({ id: 'configuration.MetricsTab.editOf', defaultMessage: 'Edit {name}', description: 'Accessible name of a metric\'s edit button' });
const removeOf = defineMessage<{ name: string }>({ id: 'configuration.MetricsTab.removeOf', defaultMessage: 'Remove {name}', description: 'Accessible name of a metric\'s remove button' });
const removeQuestion = defineMessage<{ name: string }>({
  id: 'configuration.MetricsTab.removeQuestion',
  defaultMessage: 'Remove the metric {name}? Requests can no longer ask for it.',
  description: 'The question before a custom metric is removed',
});

/** The keys that keep a metric the database will not delete (a request's metric, an answer, an indicator). */
const IN_USE: Readonly<Record<string, MessageDescriptor>> = {
  kpi_request_metric_kind_fkey: messages.inUse,
  kpi_answer_kind_fkey: messages.inUse,
  indicator_kind_fkey: messages.inUse,
  alert_rule_metric_kind_fkey: messages.inUse,
};

type Metric = MetricsTabQuery$data['metrics'][number];

/**
 * The organization's metric library (configuration): the standard metrics, read-only, with definition, unit,
 * favourable direction and how a quarter adds up; and the organization's custom ones, which editors and owners add,
 * edit and remove. Qualitative fields say so.
 */
export function MetricsTab({ organizationId, role }: { organizationId: string; role: OrganizationRole | null }) {
  const intl = useIntl();
  // The library's rows have no id to be found by in the store: a change reloads the list.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MetricsTabQuery>(graphql`
    query MetricsTabQuery($organizationId: uuid!) {
      metrics: accounting_indicator_kind(
        where: { _or: [{ organization_id: { _is_null: true } }, { organization_id: { _eq: $organizationId } }] }
        order_by: [{ position: asc }, { en_name: asc }]
      ) {
        value
        en_name
        pt_br_name
        en_definition
        pt_br_definition
        unit
        favourable
        period_rule
        organization_id
      }
    }
  `, { organizationId }, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const editor = canEdit(role);
  const [editing, setEditing] = useState<EditedMetric | 'new' | null>(null);
  const [removing, setRemoving] = useState<Metric | null>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [remove, working] = useRemoveMetricMutation();
  const reload = () => { setFetchKey((key) => key + 1); };
  const standard = data.metrics.filter((metric) => (metric.organization_id ?? null) === null);
  const custom = data.metrics.filter((metric) => (metric.organization_id ?? null) !== null);
  const confirmRemoval = () => {
    if (!removing) return;
    remove(removing.value, {
      onCompleted: () => { setRemoving(null); reload(); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), IN_USE, messages.failed)); },
    });
  };
  const edited = (metric: Metric): EditedMetric => ({
    value: metric.value, en_name: metric.en_name, pt_br_name: metric.pt_br_name, en_definition: metric.en_definition,
    pt_br_definition: metric.pt_br_definition,
    unit: isLibraryValue(unitMessages, metric.unit) ? metric.unit : 'currency',
    favourable: isLibraryValue(favourableMessages, metric.favourable) ? metric.favourable : 'neutral',
    period_rule: isLibraryValue(periodRuleMessages, metric.period_rule) ? metric.period_rule : 'last',
  });
  const table = (metrics: readonly Metric[], label: string, actions: boolean) => (
    <HTMLTable striped compact className={styles.library} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.metric)}</th>
          <th scope="col">{intl.formatMessage(metricFieldMessages.unit)}</th>
          <th scope="col">{intl.formatMessage(metricFieldMessages.favourable)}</th>
          <th scope="col">{intl.formatMessage(metricFieldMessages.periodRule)}</th>
          {actions && <th scope="col">{intl.formatMessage(messages.actions)}</th>}
        </tr>
      </thead>
      <tbody>
        {metrics.map((metric) => {
          const name = metricName(intl, metric);
          const text = metric.unit === 'text';
          return (
            <tr key={metric.value}>
              <td>
                <div>{name} {text && <Tag minimal intent={Intent.PRIMARY}>{intl.formatMessage(messages.qualitative)}</Tag>}</div>
                <div className={styles.definition}>{metricDefinition(intl, metric)}</div>
              </td>
              <td>{libraryLabel(intl, unitMessages, metric.unit)}</td>
              <td>{text ? '—' : libraryLabel(intl, favourableMessages, metric.favourable)}</td>
              <td>{text ? '—' : libraryLabel(intl, periodRuleMessages, metric.period_rule)}</td>
              {actions && (
                <td>
                  <ButtonGroup variant="minimal">
                    <Button icon={<EditIcon />} aria-label={intl.formatMessage(editOf, { name })} onClick={() => { setEditing(edited(metric)); }} />
                    <Button icon={<TrashIcon />} intent={Intent.DANGER} aria-label={intl.formatMessage(removeOf, { name })} onClick={() => { setRefusal(null); setRemoving(metric); }} />
                  </ButtonGroup>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
  return (
    <div>
      <H3>{intl.formatMessage(messages.custom)}</H3>
      <p>{intl.formatMessage(messages.customAbout)}</p>
      {editor && <Button icon={<PlusIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.add)} className={styles.notice} onClick={() => { setEditing('new'); }} />}
      {custom.length === 0
        ? <NonIdealState title={intl.formatMessage(messages.none)} className={styles.notice} />
        : table(custom, intl.formatMessage(messages.custom), editor)}
      <H3>{intl.formatMessage(messages.standard)}</H3>
      <p>{intl.formatMessage(messages.standardAbout)}</p>
      {table(standard, intl.formatMessage(messages.standard), false)}
      {editor && (
        <>
          <MetricDialog isOpen={editing !== null} organizationId={organizationId} metric={editing === 'new' ? null : editing} onClose={() => { setEditing(null); }} onSaved={reload} />
          <ConfirmDeleteAlert isOpen={removing !== null} confirmText={intl.formatMessage(messages.remove)} onConfirm={confirmRemoval} onCancel={() => { setRemoving(null); }} working={working}>
            <p>{removing && intl.formatMessage(removeQuestion, { name: metricName(intl, removing) })}</p>
            {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
          </ConfirmDeleteAlert>
        </>
      )}
    </div>
  );
}
