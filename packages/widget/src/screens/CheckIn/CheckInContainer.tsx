import type { CheckInKit } from '@ticketkit/contract';
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '@ticketkit/contract/rules';
import { useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView, type AsyncState } from '../../ui/AsyncView.tsx';
import { CheckIn } from './CheckIn.tsx';
import { CheckInSkeleton } from './CheckInSkeleton.tsx';
import { unlockSound } from './feedback.ts';
import { checkInMessages } from './messages.ts';
import { useCamera } from './useCamera.ts';
import { useDoor } from './useDoor.ts';

export interface CheckInContainerProps {
  /** The hosted event whose door this is (the host's, or a door staff member's). */
  hostedEventId: string;
}

/**
 * The door of a hosted event: downloads its kit (kept on the device), then checks scanned or typed
 * codes on the device, online or not, and syncs them.
 */
export function CheckInContainer({ hostedEventId }: CheckInContainerProps) {
  const sdk = useTicketkit();
  const t = checkInMessages.useT();
  const format = useFormat();
  const door = useDoor(sdk, hostedEventId);
  const camera = useCamera(door.choice !== null, door.result !== null, (code) => void door.check(code));
  const { kit } = door.state.record;
  const kitState: AsyncState<CheckInKit> = kit
    ? { status: 'success', data: kit }
    : door.state.kitError
      ? { status: 'error', error: door.state.kitError, retry: () => void door.door.refreshKit() }
      : { status: 'loading' };
  return (
    <AsyncView state={kitState} loadingLabel={t('checkIn.loading')} skeleton={<CheckInSkeleton />}>
      {(data) => {
        const session = data.sessions.find((s) => s.id === door.choice?.sessionId);
        const timeZone = session?.timeZone ?? data.sessions[0]?.timeZone ?? 'Asia/Kolkata';
        return (
          <CheckIn
            title={data.title}
            sessions={data.sessions.map((s) => ({ value: s.id, label: `${format.date(s.startsAt, s.timeZone)} ${format.time(s.startsAt, s.timeZone)} · ${s.venueName}` }))}
            choice={door.choice}
            lastChoice={door.lastChoice}
            onStart={(choice) => {
              unlockSound();
              door.start(choice);
            }}
            onChange={door.stop}
            status={door.status}
            camera={camera.state}
            videoRef={camera.videoRef}
            onCode={(code) => void door.check(code)}
            result={door.result}
            checkError={door.checkError}
            opensAt={session ? new Date(Date.parse(session.startsAt) - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000).toISOString() : null}
            timeZone={timeZone}
            onNext={door.next}
            conflicts={door.state.record.conflicts}
            syncError={door.state.syncError}
            onDismissConflict={(scanId) => door.door.dismissConflict(scanId)}
          />
        );
      }}
    </AsyncView>
  );
}
