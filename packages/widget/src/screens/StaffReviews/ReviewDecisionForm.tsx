import type { ReviewDecision } from '@ticketkit/contract';
import { REVIEW_NOTE_MAX } from '@ticketkit/contract/rules';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { staffMessages } from './messages.ts';
import type { NoteProblem } from './reviewRules.ts';

export interface ReviewDecisionFormProps {
  note: string;
  noteProblem: NoteProblem | null;
  /** The decision being sent, if one is. */
  sending: ReviewDecision | null;
  error: DisplayError | null;
  onNoteChange(note: string): void;
  onDecide(decision: ReviewDecision): void;
}

const DECISIONS = [
  ['approved', 'staff.decide.approve'],
  ['changes-requested', 'staff.decide.changes'],
  ['rejected', 'staff.decide.reject'],
] as const;

/** The note and the three decisions; the note stays as typed whatever goes wrong. */
export function ReviewDecisionForm({ note, noteProblem, sending, error, onNoteChange, onDecide }: ReviewDecisionFormProps) {
  const t = staffMessages.useT();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  // A refused decision sends the person to the note, where its error is read out.
  useEffect(() => {
    if (noteProblem) form.current?.querySelector('textarea')?.focus();
  }, [noteProblem]);
  return (
    <form ref={form} className="tk-stack" aria-labelledby={headingId} noValidate onSubmit={(e) => e.preventDefault()}>
      <h3 part="heading" id={headingId}>{t('staff.decide.heading')}</h3>
      <TextAreaField
        label={t('staff.decide.note')}
        hint={t('staff.decide.noteHint', { max: REVIEW_NOTE_MAX })}
        error={noteProblem === 'required' ? t('staff.decide.noteRequired') : noteProblem === 'tooLong' ? t('staff.decide.noteTooLong', { max: REVIEW_NOTE_MAX }) : null}
        value={note}
        rows={4}
        maxLength={REVIEW_NOTE_MAX}
        onChange={(e) => onNoteChange(e.target.value)}
      />
      <div className="tk-row">
        {DECISIONS.map(([decision, label]) => (
          <Button
            key={decision}
            variant={decision === 'approved' ? 'primary' : 'secondary'}
            data-tone={decision === 'rejected' ? 'danger' : undefined}
            busy={sending === decision}
            onClick={sending ? undefined : () => onDecide(decision)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
