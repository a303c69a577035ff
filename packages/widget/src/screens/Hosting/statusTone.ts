import type { HostedEventStatus } from '@ticketkit/contract';

/** How loud a listing's status badge is, wherever a listing is shown (the host's list, the staff console). */
export const STATUS_TONE = {
  draft: 'neutral',
  submitted: 'warning',
  'changes-requested': 'warning',
  rejected: 'danger',
  approved: 'success',
  paused: 'warning',
  cancelled: 'danger',
} as const satisfies Record<HostedEventStatus, string>;
