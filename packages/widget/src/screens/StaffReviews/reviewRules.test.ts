import { REVIEW_NOTE_MAX } from '@ticketkit/contract/rules';
import { describe, expect, it } from 'vitest';
import { noteProblem } from './reviewRules.ts';

describe('given a reviewer’s note', () => {
  it('is optional to approve', () => expect(noteProblem('approved', '')).toBeNull());
  it.each(['changes-requested', 'rejected'] as const)('is required to %s, spaces alone do not count', (decision) => {
    expect(noteProblem(decision, '   ')).toBe('required');
    expect(noteProblem(decision, 'Add the PIN code.')).toBeNull();
  });
  it('is refused above the limit', () => expect(noteProblem('approved', 'x'.repeat(REVIEW_NOTE_MAX + 1))).toBe('tooLong'));
});
