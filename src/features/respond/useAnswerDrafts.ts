import { useCallback, useMemo, useState } from 'react';
import type { AnswerInput } from './respondentApi.ts';
import { readAnswer, storedAnswerText, type AnswerProblem, type MetricUnit } from './answerValue.ts';

/** A metric as the form needs it. */
export interface FormMetric {
  readonly kind: string;
  readonly unit: MetricUnit;
  readonly required: boolean;
}

/** A stored answer, as the query reads it. */
export interface StoredAnswer {
  readonly kind: string;
  readonly value?: string | null;
  readonly text_value?: string | null;
  readonly note: string;
}

/** What is typed for one metric. */
export interface Typed {
  readonly text: string;
  readonly note: string;
}

const EMPTY: Typed = { text: '', note: '' };

export type TypedAnswers = Readonly<Record<string, Typed>>;

function initialTyped(metrics: readonly FormMetric[], answers: readonly StoredAnswer[], locale: string): TypedAnswers {
  const byKind = new Map(answers.map((answer) => [answer.kind, answer]));
  return Object.fromEntries(metrics.map((metric) => {
    const answer = byKind.get(metric.kind);
    const text = answer?.value != null && metric.unit !== 'text'
      ? storedAnswerText(answer.value, metric.unit, locale)
      : answer?.text_value ?? '';
    return [metric.kind, { text, note: answer?.note ?? '' }];
  }));
}

export interface AnswerDrafts {
  typed: TypedAnswers;
  /** Something was typed since the last save. */
  dirty: boolean;
  set(kind: string, change: Partial<Typed>): void;
  /** The problem with each metric's answer; `required` also refuses empty required metrics (on submission). */
  problems(required: boolean): ReadonlyMap<string, AnswerProblem>;
  /** Every answer as the database takes it; call only when `problems` is empty. */
  inputs(): AnswerInput[];
  /** Marks `snapshot` (what `typed` was when the save began) as saved; what was typed since stays unsaved. */
  saved(snapshot: TypedAnswers): void;
}

/**
 * What the company typed, per metric, started from its stored answers and kept across saves and re-reads: the form
 * never replaces a keystroke with the server's copy.
 */
export function useAnswerDrafts(metrics: readonly FormMetric[], answers: readonly StoredAnswer[], locale: string): AnswerDrafts {
  const [typed, setTyped] = useState<TypedAnswers>(() => initialTyped(metrics, answers, locale));
  const [savedTyped, setSavedTyped] = useState<TypedAnswers>(typed);
  const set = useCallback((kind: string, change: Partial<Typed>) => {
    setTyped((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  }, []);
  const readings = useMemo(() => (required: boolean) => metrics.map((metric) => {
    const entry = typed[metric.kind] ?? EMPTY;
    return { metric, entry, reading: readAnswer(metric.unit, entry.text, locale, required && metric.required) };
  }), [metrics, typed, locale]);
  return {
    typed,
    dirty: typed !== savedTyped,
    set,
    problems: (required) => {
      const problems = new Map<string, AnswerProblem>();
      for (const { metric, reading } of readings(required)) if (!reading.ok) problems.set(metric.kind, reading.problem);
      return problems;
    },
    inputs: () => readings(false).flatMap(({ metric, reading, entry }) => (
      reading.ok ? [{ kind: metric.kind, value: reading.value, textValue: reading.textValue, note: entry.note }] : []
    )),
    saved: (snapshot) => { setSavedTyped(snapshot); },
  };
}
