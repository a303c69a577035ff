import type { ReviewDecision } from '@ticketkit/contract';
import { REVIEW_NOTE_MAX } from '@ticketkit/contract/rules';

export type NoteProblem = 'required' | 'tooLong';

/**
 * Why a note cannot go with a decision, as the API decides it: changes and rejection need one (the
 * host is told what to do or why), and no note is longer than REVIEW_NOTE_MAX.
 */
export function noteProblem(decision: ReviewDecision, note: string): NoteProblem | null {
  const text = note.trim();
  if (text.length > REVIEW_NOTE_MAX) return 'tooLong';
  if (decision !== 'approved' && text.length === 0) return 'required';
  return null;
}
