import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstInvalidStep, STEPS, validateStep, type ErrorKey, type HostDraft, type StepName } from './hostDraft.ts';
import { hostingMessages } from './messages.ts';

/** What every step's fields receive: the draft, each field's error text, and a way to change it. */
export interface StepFieldsProps {
  draft: HostDraft;
  /** The error text of a field path (`sessions.0.date`), or null while errors are hidden or it is valid. */
  err(key: string): string | null;
  set(patch: Partial<HostDraft>): void;
  /** Changes one row of a repeated group (a date, a ticket type). */
  updateAt<K extends 'sessions' | 'ticketTypes'>(key: K, i: number, patch: Partial<HostDraft[K][number]>): void;
}

export interface UseListEventStepsOptions {
  draft: HostDraft;
  onChange(draft: HostDraft): void;
  onSubmit(): void;
  /** Keeps the listing on Ticketkit without sending it for review (it must be complete all the same). */
  onSaveDraft?(): void;
  /** Show every error of the current step at once (stories: "form with errors"). */
  initialShowErrors?: boolean;
}

/**
 * The wizard over hostDraft.ts: which step shows, when its errors show (after a refused Next, until
 * the step changes), Next that validates the step and, on the last step, the whole draft before
 * submitting, and focus on the new step's heading.
 */
export function useListEventSteps({ draft, onChange, onSubmit, onSaveDraft, initialShowErrors = false }: UseListEventStepsOptions) {
  const t = hostingMessages.useT();
  const [showErrors, setShowErrors] = useState(initialShowErrors);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const step: StepName = STEPS[draft.step] ?? 'basics';
  const errors = showErrors ? validateStep(draft, step) : {};
  const set = (patch: Partial<HostDraft>) => onChange({ ...draft, ...patch });

  // Focus follows a change of step, never the first render (the host page keeps its focus).
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    stepHeading.current?.focus();
  }, [draft.step]);

  const go = (to: number) => {
    setShowErrors(false);
    set({ step: to });
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(validateStep(draft, step)).length > 0) {
      setShowErrors(true);
      return;
    }
    if (step !== 'review') return go(draft.step + 1);
    whenComplete(onSubmit);
  };

  // A restored or edited draft may have gone stale (a date now past): send the person to it.
  const whenComplete = (then: () => void) => {
    const invalid = firstInvalidStep(draft);
    if (invalid !== null) {
      set({ step: invalid });
      setShowErrors(true);
      return;
    }
    then();
  };

  const fields: StepFieldsProps = {
    draft,
    err: (key) => (errors[key] ? t(`host.error.${errors[key] as ErrorKey}`) : null),
    set,
    updateAt: (key, i, patch) => set({ [key]: draft[key].map((row, j) => (j === i ? { ...row, ...patch } : row)) } as Partial<HostDraft>),
  };

  return { step, stepHeading, hasErrors: Object.keys(errors).length > 0, fields, go, next, saveDraft: () => whenComplete(() => onSaveDraft?.()) };
}
