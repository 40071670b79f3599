import { Alert, Button, Callout, Classes, H2, H3, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AnswerForm_response$key } from '../../../__generated__/AnswerForm_response.graphql.ts';
import { answerProblemMessage } from './answerProblemMessage.ts';
import { isMetricUnit } from './answerValue.ts';
import { metricDefinition, metricName } from '../../ui/metricText.ts';
import { MetricField } from './MetricField.tsx';
import type { RespondentApi, SaveStatus } from './respondentApi.ts';
import { saveRefusalMessage } from './saveRefusalMessage.ts';
import { useAnswerDrafts, type FormMetric } from './useAnswerDrafts.ts';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning.ts';
import styles from './respond.module.css';

const messages = defineMessages({
  heading: { id: 'respond.AnswerForm.heading', defaultMessage: 'Your answers', description: 'Heading of the KPI answer form' },
  saveDraft: { id: 'respond.AnswerForm.saveDraft', defaultMessage: 'Save draft', description: 'Button that saves KPI answers without sending them' },
  submit: { id: 'respond.AnswerForm.submit', defaultMessage: 'Send to the investor', description: 'Button that submits KPI answers' },
  saved: { id: 'respond.AnswerForm.saved', defaultMessage: 'Draft saved. You can come back with the same link to finish.', description: 'Said once a KPI draft is saved' },
  unsaved: { id: 'respond.AnswerForm.unsaved', defaultMessage: 'You have changes that are not saved yet.', description: 'Said while the KPI form has unsaved changes' },
  confirmTitle: { id: 'respond.AnswerForm.confirmTitle', defaultMessage: 'Send your answers?', description: 'Title of the confirmation before submitting KPI answers' },
  confirmText: {
    id: 'respond.AnswerForm.confirmText',
    defaultMessage: 'Once sent, the answers can no longer be changed unless the investor returns them to you.',
    description: 'Confirmation before submitting KPI answers',
  },
  cancel: { id: 'respond.AnswerForm.cancel', defaultMessage: 'Keep editing', description: 'Cancels submitting KPI answers' },
  empty: { id: 'respond.AnswerForm.empty', defaultMessage: 'This request asks for no metrics; you may attach files and send.', description: 'A KPI request without metrics' },
});

const problemsSummary = defineMessage<{ count: number }>({
  id: 'respond.AnswerForm.problems',
  defaultMessage: '{count, plural, one {# answer needs} other {# answers need}} attention before saving. The first one has the focus.',
  description: 'Announced when the KPI form has invalid answers',
});

const fragment = graphql`
  fragment AnswerForm_response on portfolio_kpi_response {
    id
    request {
      metrics(order_by: { position: asc }) {
        kind
        required
        metric { unit en_name pt_br_name en_definition pt_br_definition }
      }
    }
    answers { kind value text_value note }
  }
`;

/** The id of a metric's input, for the focus to go to its problem. */
function fieldId(kind: string): string {
  return `respond-metric-${kind}`;
}

type Outcome = { kind: 'saved' } | { kind: 'refused'; message: string } | { kind: 'invalid'; count: number } | null;

export interface AnswerFormProps {
  response: AnswerForm_response$key;
  api: RespondentApi;
  /** Reads the response again after a save (its status, the stored answers). */
  onSaved: () => Promise<void>;
}

/**
 * The metrics the request asks for, each in its unit, with Save draft and Send. Problems are checked as the
 * database will (required answers only when sending), shown under each field and summed up in an alert, and the
 * focus goes to the first; a refusal by the server is said in the form's language and keeps everything typed.
 */
export function AnswerForm({ response, api, onSaved }: AnswerFormProps) {
  const intl = useIntl();
  const data = useFragment(fragment, response);
  const [metrics] = useState<FormMetric[]>(() => data.request.metrics.flatMap((m) => (
    isMetricUnit(m.metric.unit) ? [{ kind: m.kind, unit: m.metric.unit, required: m.required }] : []
  )));
  const drafts = useAnswerDrafts(metrics, data.answers, intl.locale);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [submitTried, setSubmitTried] = useState(false);
  const [busy, setBusy] = useState<SaveStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useUnsavedChangesWarning(drafts.dirty);

  const names = new Map(data.request.metrics.map((m) => [m.kind, metricName(intl, m.metric)]));
  const shownProblems = drafts.problems(submitTried);

  /** Checks the answers for `status`; on a problem, shows every field's and moves the focus to the first. */
  const check = (status: SaveStatus): boolean => {
    const problems = drafts.problems(status === 'submitted');
    if (status === 'submitted') setSubmitTried(true);
    setChecked(new Set(metrics.map((m) => m.kind)));
    if (problems.size === 0) return true;
    setOutcome({ kind: 'invalid', count: problems.size });
    const first = metrics.find((m) => problems.has(m.kind));
    if (first) document.getElementById(fieldId(first.kind))?.focus();
    return false;
  };

  const save = async (status: SaveStatus): Promise<void> => {
    const snapshot = drafts.typed;
    setBusy(status);
    setOutcome(null);
    try {
      await api.saveAnswers(data.id, drafts.inputs(), status);
      drafts.saved(snapshot);
      setOutcome(status === 'draft' ? { kind: 'saved' } : null);
      await onSaved();
    } catch (error) {
      setOutcome({ kind: 'refused', message: saveRefusalMessage(intl, error, (kind) => names.get(kind) ?? kind) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="respond-answers">
      <H2 id="respond-answers"><FormattedMessage {...messages.heading} /></H2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (check('submitted')) setConfirming(true);
        }}
      >
        {metrics.length === 0 && <p><FormattedMessage {...messages.empty} /></p>}
        {data.request.metrics.map((m) => {
          if (!isMetricUnit(m.metric.unit)) return null;
          const name = metricName(intl, m.metric);
          const typed = drafts.typed[m.kind] ?? { text: '', note: '' };
          const problem = checked.has(m.kind) ? shownProblems.get(m.kind) : undefined;
          return (
            <MetricField
              key={m.kind}
              id={fieldId(m.kind)}
              name={name}
              definition={metricDefinition(intl, m.metric)}
              unit={m.metric.unit}
              required={m.required}
              text={typed.text}
              note={typed.note}
              error={problem === undefined ? null : answerProblemMessage(intl, problem, m.metric.unit)}
              onTextChange={(text) => { drafts.set(m.kind, { text }); }}
              onNoteChange={(note) => { drafts.set(m.kind, { note }); }}
              onBlur={() => { setChecked((current) => (current.has(m.kind) ? current : new Set([...current, m.kind]))); }}
            />
          );
        })}
        <div role="status" aria-live="polite">
          {outcome?.kind === 'saved' && !drafts.dirty && <Callout intent={Intent.SUCCESS} compact><FormattedMessage {...messages.saved} /></Callout>}
          {drafts.dirty && outcome === null && <span className={Classes.TEXT_MUTED}><FormattedMessage {...messages.unsaved} /></span>}
        </div>
        {outcome?.kind === 'refused' && <Callout intent={Intent.DANGER} role="alert">{outcome.message}</Callout>}
        {outcome?.kind === 'invalid' && shownProblems.size > 0 && (
          <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(problemsSummary, { count: shownProblems.size })}</Callout>
        )}
        <div className={styles.actions}>
          <Button
            text={intl.formatMessage(messages.saveDraft)}
            loading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => { if (check('draft')) void save('draft'); }}
          />
          <Button type="submit" intent={Intent.PRIMARY} text={intl.formatMessage(messages.submit)} loading={busy === 'submitted'} disabled={busy !== null} />
        </div>
      </form>
      <Alert
        isOpen={confirming}
        intent={Intent.PRIMARY}
        confirmButtonText={intl.formatMessage(messages.submit)}
        cancelButtonText={intl.formatMessage(messages.cancel)}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => {
          setConfirming(false);
          void save('submitted');
        }}
      >
        <H3><FormattedMessage {...messages.confirmTitle} /></H3>
        <p><FormattedMessage {...messages.confirmText} /></p>
      </Alert>
    </section>
  );
}
