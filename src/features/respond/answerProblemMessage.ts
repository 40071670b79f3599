import { defineMessage, defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { formatDecimalText } from '../../ui/decimalText.ts';
import { MAX_TEXT_LENGTH, unitDecimals, type AnswerProblem, type MetricUnit } from './answerValue.ts';

const messages = defineMessages({
  tooLarge: { id: 'respond.answerProblem.tooLarge', defaultMessage: 'This number is too large.', description: 'A KPI answer has more digits than can be stored' },
  whole: { id: 'respond.answerProblem.whole', defaultMessage: 'Type a whole number, without decimals.', description: 'A count (headcount, customers) was typed with decimals' },
  negative: { id: 'respond.answerProblem.negative', defaultMessage: 'Type zero or more.', description: 'A count or a number of months was typed negative' },
  percentRange: { id: 'respond.answerProblem.percentRange', defaultMessage: 'Type a percentage between -1000 and 1000.', description: 'A percentage KPI answer is out of range' },
  required: { id: 'respond.answerProblem.required', defaultMessage: 'This answer is required.', description: 'A required KPI metric was left empty on submission' },
});

const format = defineMessage<{ example: string }>({
  id: 'respond.answerProblem.format',
  defaultMessage: 'Type a number, such as {example}.',
  description: 'A KPI answer is not a number as the language writes them; example shows the right separators',
});
const decimals = defineMessage<{ count: number }>({
  id: 'respond.answerProblem.decimals',
  defaultMessage: 'Use at most {count, plural, one {# decimal place} other {# decimal places}}.',
  description: 'A KPI answer has too many decimal places',
});
const tooLong = defineMessage<{ max: number }>({
  id: 'respond.answerProblem.tooLong',
  defaultMessage: 'Write at most {max, number} characters.',
  description: 'A written KPI answer or note is too long',
});

/** A number in the unit's form, written in the language: `1.234,56` for an amount in Portuguese. */
export function unitExample(unit: Exclude<MetricUnit, 'text'>, locale: string): string {
  const examples: Record<Exclude<MetricUnit, 'text'>, string> = {
    currency: '1234.56', percent: '12.5', count: '42', months: '18', ratio: '1.5',
  };
  return formatDecimalText(examples[unit], locale);
}

/** What is wrong with an answer, in the form's language, saying what to type instead. */
export function answerProblemMessage(intl: IntlShape, problem: AnswerProblem, unit: MetricUnit, maxLength = MAX_TEXT_LENGTH): string {
  switch (problem) {
    case 'format': return intl.formatMessage(format, { example: unit === 'text' ? '' : unitExample(unit, intl.locale) });
    case 'decimals': return intl.formatMessage(decimals, { count: unit === 'text' ? 0 : unitDecimals(unit) });
    case 'too-large': return intl.formatMessage(messages.tooLarge);
    case 'whole': return intl.formatMessage(messages.whole);
    case 'negative': return intl.formatMessage(messages.negative);
    case 'percent-range': return intl.formatMessage(messages.percentRange);
    case 'too-long': return intl.formatMessage(tooLong, { max: maxLength });
    case 'required': return intl.formatMessage(messages.required);
  }
}
