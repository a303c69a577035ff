import type { ReviewDecision, ReviewItem } from '@ticketkit/contract';
import { useRef, useState } from 'react';
import type { WidgetSdk } from '../../sdk/types.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { noteProblem, type NoteProblem } from './reviewRules.ts';

/**
 * A reviewer's decision on one listing: the note as typed (kept through every refusal and failure),
 * checked before anything is sent, one request at a time, and the listing as the API returns it once decided.
 */
export function useReviewDecision(sdk: WidgetSdk, hostedEventId: string, onDecided?: (item: ReviewItem) => void) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<NoteProblem | null>(null);
  const [sending, setSending] = useState<ReviewDecision | null>(null);
  const [error, setError] = useState<DisplayError | null>(null);
  const [decided, setDecided] = useState<ReviewItem | null>(null);
  const inFlight = useRef(false);

  const decide = async (decision: ReviewDecision) => {
    if (inFlight.current) return;
    const refused = noteProblem(decision, note);
    setProblem(refused);
    setError(null);
    if (refused) return;
    inFlight.current = true;
    setSending(decision);
    try {
      const text = note.trim();
      const item = await sdk.api.reviewHostedEvent(hostedEventId, { decision, ...(text ? { note: text } : {}) });
      setDecided(item);
      onDecided?.(item);
    } catch (e) {
      setError(toDisplayError(e));
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  };

  return {
    note,
    noteProblem: problem,
    sending,
    error,
    decided,
    onNoteChange: (next: string) => {
      setNote(next);
      if (problem && noteProblem('rejected', next) === null) setProblem(null);
    },
    onDecide: (decision: ReviewDecision) => void decide(decision),
  };
}
