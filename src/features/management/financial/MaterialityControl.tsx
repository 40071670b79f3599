import { Button, FormGroup, Intent, PopoverNext, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { DecimalInput } from '../../../ui/DecimalInput.tsx';
import { parseDecimalText } from '../../../ui/decimalText.ts';
import { showToast } from '../../../ui/toaster.ts';
import { useFormatPercent } from './useFormatPercent.ts';
import { useSetMaterialityMutation } from './useSetMaterialityMutation.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  label: { id: 'management.MaterialityControl.label', defaultMessage: 'Materiality threshold', description: 'Label of the organization\'s materiality threshold' },
  change: { id: 'management.MaterialityControl.change', defaultMessage: 'Change', description: 'Button opening the materiality editor' },
  save: { id: 'management.MaterialityControl.save', defaultMessage: 'Save', description: 'Button saving the materiality threshold' },
  help: { id: 'management.MaterialityControl.help', defaultMessage: 'A variance of at least this share of the budget is material and shows in bold, for every company of the organization. Between 0.01 % and 100 %.', description: 'What the materiality threshold does' },
  invalid: { id: 'management.MaterialityControl.invalid', defaultMessage: 'Type a percentage above 0 and up to 100, with at most two decimals.', description: 'Error: the materiality is not a valid percentage' },
  saved: { id: 'management.MaterialityControl.saved', defaultMessage: 'Materiality threshold saved', description: 'Toast after saving the materiality threshold' },
  failed: { id: 'management.MaterialityControl.failed', defaultMessage: 'The threshold was not saved: only the organization\'s editors and owners can change it.', description: 'Error: saving the materiality threshold failed' },
});
const valueMessage = defineMessage<{ percent: string | number }>({
  id: 'management.MaterialityControl.value', defaultMessage: 'Material from {percent}', description: 'The organization\'s materiality threshold',
});

/** A valid threshold: above 0 and at most 100, two decimals (the column's numeric(5, 2) and its check). */
function readPercent(text: string, locale: string): string | null {
  const parsed = parseDecimalText(text, locale, { maxDecimals: 2, maxIntegerDigits: 3 });
  if (!parsed.ok) return null;
  const [integer, decimals = ''] = parsed.value.replace('-', '').split('.');
  const hundredths = Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
  return !parsed.value.startsWith('-') && hundredths > 0 && hundredths <= 10_000 ? parsed.value : null;
}

/** The organization's materiality threshold: said to everyone, changed by its editors and owners. */
export function MaterialityControl({ organizationId, percent, canEdit }: { organizationId: string; percent: string; canEdit: boolean }) {
  const intl = useIntl();
  const formatPercent = useFormatPercent();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [save, saving] = useSetMaterialityMutation();
  const value = <Tag minimal>{intl.formatMessage(valueMessage, { percent: formatPercent(percent) })}</Tag>;
  if (!canEdit) return value;
  const submit = () => {
    const next = readPercent(text, intl.locale);
    if (next === null) {
      setError(intl.formatMessage(messages.invalid));
      return;
    }
    save(organizationId, next, {
      onCompleted: () => { setOpen(false); showToast(intl.formatMessage(messages.saved)); },
      onError: () => { setError(intl.formatMessage(messages.failed)); },
    });
  };
  return (
    <span className={classes.materiality}>
      {value}
      <PopoverNext
        isOpen={open}
        onInteraction={(next) => { setOpen(next); if (next) { setText(percent.replace('.', intl.locale.startsWith('pt') ? ',' : '.')); setError(null); } }}
        content={(
          <form className={classes.materialityForm} onSubmit={(event) => { event.preventDefault(); submit(); }} noValidate>
            <FormGroup label={intl.formatMessage(messages.label)} labelFor={id} helperText={error ?? intl.formatMessage(messages.help)} intent={error ? Intent.DANGER : Intent.NONE}>
              <DecimalInput
                id={id}
                value={text}
                onValueChange={(next) => { setText(next); setError(null); }}
                rightElement={<Tag minimal>%</Tag>}
                invalid={error !== null}
                intent={error ? Intent.DANGER : Intent.NONE}
              />
            </FormGroup>
            <Button type="submit" intent={Intent.PRIMARY} loading={saving} text={intl.formatMessage(messages.save)} />
          </form>
        )}
      >
        <Button variant="minimal" size="small" icon="edit" text={intl.formatMessage(messages.change)} />
      </PopoverNext>
    </span>
  );
}
