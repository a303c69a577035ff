import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../../context/hooks.ts';
import type { WidgetSdk } from '../../sdk/types.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { createDoor, knownCheckIns } from './door.ts';
import { readDoorChoice, writeDoorChoice } from './doorRecord.ts';
import type { DoorChoice } from './DoorSetup.tsx';
import { playCue } from './feedback.ts';
import type { Verdict } from './verifyTicket.ts';

/**
 * The door for one hosted event while the screen is open: its store, this device's remembered
 * choice, the answer on screen (or why a scan could not be checked), and `check(code)` that judges a
 * scan and plays its cue.
 */
export function useDoor(sdk: Pick<WidgetSdk, 'api' | 'storage'>, hostedEventId: string) {
  const door = useMemo(
    () => createDoor({ api: sdk.api, storage: sdk.storage, hostedEventId, network: typeof window === 'undefined' ? undefined : window }),
    [sdk, hostedEventId],
  );
  useEffect(() => door.start(), [door]);
  const state = useStore(door, (s) => s);
  const [lastChoice, setLastChoice] = useState<DoorChoice>(() => {
    const stored = readDoorChoice(sdk.storage);
    return { door: stored.door, sessionId: stored.sessions[hostedEventId] ?? '' };
  });
  const [choice, setChoice] = useState<DoorChoice | null>(null);
  const [result, setResult] = useState<Verdict | null>(null);
  const [checkError, setCheckError] = useState<DisplayError | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    (next: DoorChoice) => {
      const stored = readDoorChoice(sdk.storage);
      writeDoorChoice(sdk.storage, { door: next.door, sessions: { ...stored.sessions, [hostedEventId]: next.sessionId } });
      setLastChoice(next);
      setChoice(next);
    },
    [sdk, hostedEventId],
  );

  const check = useCallback(
    async (code: string) => {
      if (!choice || busy.current) return;
      busy.current = true;
      try {
        const verdict = await door.scan(code, choice);
        setCheckError(null);
        setResult(verdict);
        playCue(verdict.outcome);
      } catch (error) {
        // A scan that throws must still tell the door something it can act on, never nothing.
        setResult(null);
        setCheckError(toDisplayError(error));
      } finally {
        busy.current = false;
      }
    },
    [door, choice],
  );

  const { record } = state;
  // The server refused, after the door had answered, the scan on screen: the screen says so too.
  const late = result?.scanId ? record.conflicts.find((c) => c.scanId === result.scanId) : undefined;
  const shown: Verdict | null = result && late && late.outcome !== 'not-synced' ? { ...result, outcome: late.outcome, ticketType: late.ticketType ?? result.ticketType, firstCheckIn: late.firstCheckIn } : result;
  const status = {
    online: state.online,
    queued: record.queue.length,
    admittedHere: record.admitted.length,
    checkedIn: record.kit ? knownCheckIns({ ...record, conflicts: [] }).size : record.admitted.length,
  };
  return {
    door,
    state,
    status,
    lastChoice,
    choice,
    start,
    stop: () => setChoice(null),
    result: shown,
    checkError,
    check,
    next: () => {
      setResult(null);
      setCheckError(null);
    },
  };
}
