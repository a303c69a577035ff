import type { CheckInResult } from '@ticketkit/contract';
import type { DoorRecord, QueuedScan } from './doorRecord.ts';

/**
 * The record after the server answered a batch: answered scans leave the queue; a scan the door let
 * through (admitted offline, or a code only the server could judge) that the server refused becomes
 * a conflict the door staff must see, unless `watched` says the door is already looking at its
 * answer; a server admission of a code the device could not judge counts as admitted here.
 */
export function applyResults(record: DoorRecord, sent: readonly QueuedScan[], results: readonly CheckInResult[], watched: ReadonlySet<string> = new Set()): DoorRecord {
  const byScan = new Map(results.map((r) => [r.scanId, r]));
  const answered = new Set(sent.filter((s) => byScan.has(s.scanId)).map((s) => s.scanId));
  let admitted = record.admitted;
  const conflicts = [...record.conflicts];
  for (const scan of sent) {
    const result = byScan.get(scan.scanId);
    if (!result) continue;
    if (result.outcome === 'admitted') {
      if (scan.local === 'pending' && result.ticketId) admitted = [...admitted, { ticketId: result.ticketId, at: scan.scannedAt, door: scan.door }];
      continue;
    }
    if (scan.local === 'admitted') {
      // Not admitted here after all: another door's time and name stand for this ticket.
      admitted = admitted.filter((a) => a.ticketId !== scan.ticketId);
    }
    if (watched.has(scan.scanId)) continue;
    conflicts.push({
      scanId: scan.scanId,
      outcome: result.outcome,
      ticketId: result.ticketId ?? scan.ticketId,
      attendeeLabel: result.attendeeLabel ?? scan.attendeeLabel,
      ticketType: result.ticketType,
      firstCheckIn: result.firstCheckIn,
    });
  }
  return { ...record, queue: record.queue.filter((s) => !answered.has(s.scanId)), admitted, conflicts };
}
