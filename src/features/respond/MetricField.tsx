import { Button, Classes, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { CommentIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { DecimalInput } from '../../ui/DecimalInput.tsx';
import { unitExample } from './answerProblemMessage.ts';
import { MAX_NOTE_LENGTH, MAX_TEXT_LENGTH, unitDecimals, type MetricUnit } from './answerValue.ts';
import styles from './respond.module.css';

const messages = defineMessages({
  required: { id: 'respond.MetricField.required', defaultMessage: '(required)', description: 'Mark beside the name of a KPI metric that must be answered' },
  optional: { id: 'respond.MetricField.optional', defaultMessage: '(optional)', description: 'Mark beside the name of a KPI metric that may be left empty' },
  addNoteShort: { id: 'respond.MetricField.addNoteShort', defaultMessage: 'Add a note', description: 'Visible text of the button that opens the optional note beside a KPI answer' },
  months: { id: 'respond.MetricField.months', defaultMessage: 'months', description: 'Unit after a number of months (runway)' },
});

const addNote = defineMessage<{ metric: string }>({
  id: 'respond.MetricField.addNote',
  defaultMessage: 'Add a note on {metric}',
  description: 'Button that opens the optional note beside a KPI answer',
});
const noteLabel = defineMessage<{ metric: string }>({
  id: 'respond.MetricField.note',
  defaultMessage: 'Note on {metric} (optional)',
  description: 'Label of the free note beside a KPI answer',
});

const example = defineMessage<{ example: string }>({
  id: 'respond.MetricField.example',
  defaultMessage: 'e.g. {example}',
  description: 'Placeholder of a KPI answer showing how a number is typed in the language, e.g. "e.g. 1,234.56"',
});

/** What sits at the input's right edge, saying the unit; an amount has none (the company's own currency). */
function unitSuffix(unit: Exclude<MetricUnit, 'text'>): ReactElement | undefined {
  const suffix = unit === 'percent' ? '%' : unit === 'ratio' ? '×' : unit === 'months' ? <FormattedMessage {...messages.months} /> : null;
  return suffix === null ? undefined : <span className={`${Classes.TEXT_MUTED} ${styles.unit}`}>{suffix}</span>;
}

export interface MetricFieldProps {
  /** The input's id, so the form can move the focus to a field with a problem. */
  id: string;
  name: string;
  definition: string;
  unit: MetricUnit;
  required: boolean;
  text: string;
  note: string;
  /** The problem to show under the field, already in the form's language. */
  error: string | null;
  onTextChange: (text: string) => void;
  onNoteChange: (note: string) => void;
  /** When the company leaves the field: its problems show from then on. */
  onBlur: () => void;
}

/**
 * One metric of the request: its name and definition, an input in its unit (an amount, a percentage, a count,
 * months, or words for a qualitative field) tied to its label, the problem under it, and an optional note behind a
 * button (open from the start when there is one).
 */
export function MetricField({ id, name, definition, unit, required, text, note, error, onTextChange, onNoteChange, onBlur }: MetricFieldProps) {
  const intl = useIntl();
  const noteId = useId();
  const helpId = `${id}-help`;
  const definitionId = `${id}-definition`;
  const describedBy = error === null ? definitionId : `${definitionId} ${helpId}`;
  const intent = error === null ? Intent.NONE : Intent.DANGER;
  // Most answers need no note: the field stays a small button until asked for, which halves the form's length.
  const [noteOpened, setNoteOpened] = useState(false);
  const noteShown = noteOpened || note !== '';
  return (
    <div className={styles.metric}>
      <FormGroup
        label={name}
        labelFor={id}
        labelInfo={intl.formatMessage(required ? messages.required : messages.optional)}
        intent={intent}
        helperText={error === null ? undefined : <span id={helpId} role="alert">{error}</span>}
      >
        <p id={definitionId} className={`${Classes.TEXT_MUTED} ${styles.definition}`}>{definition}</p>
        <div onBlur={onBlur} className={unit === 'text' ? undefined : styles.value}>
          {unit === 'text' ? (
            <TextArea
              id={id}
              value={text}
              onChange={(event) => { onTextChange(event.currentTarget.value); }}
              fill
              autoResize
              rows={3}
              maxLength={MAX_TEXT_LENGTH}
              intent={intent}
              aria-invalid={error !== null}
              aria-required={required}
              aria-describedby={describedBy}
            />
          ) : (
            <DecimalInput
              id={id}
              value={text}
              onValueChange={onTextChange}
              maxDecimals={unitDecimals(unit)}
              intent={intent}
              invalid={error !== null}
              required={required}
              describedBy={describedBy}
              placeholder={intl.formatMessage(example, { example: unitExample(unit, intl.locale) })}
              rightElement={unitSuffix(unit)}
            />
          )}
        </div>
      </FormGroup>
      {noteShown ? (
        <FormGroup label={intl.formatMessage(noteLabel, { metric: name })} labelFor={noteId}>
          <TextArea
            id={noteId}
            value={note}
            onChange={(event) => { onNoteChange(event.currentTarget.value); }}
            fill
            autoResize
            rows={1}
            maxLength={MAX_NOTE_LENGTH}
            // Opened by its button: the next keystroke belongs in it.
            autoFocus={noteOpened}
          />
        </FormGroup>
      ) : (
        <Button
          variant="minimal"
          size="small"
          icon={<CommentIcon />}
          text={intl.formatMessage(messages.addNoteShort)}
          // The visible words start the accessible name, which says which metric's note it opens.
          aria-label={intl.formatMessage(addNote, { metric: name })}
          onClick={() => { setNoteOpened(true); }}
        />
      )}
    </div>
  );
}
