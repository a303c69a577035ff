import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { DoorState } from './door.ts';
import type { Conflict } from './doorRecord.ts';
import { DoorSetup, type DoorChoice } from './DoorSetup.tsx';
import { checkInMessages } from './messages.ts';
import { ConflictList } from './ConflictList.tsx';
import { ScanResult } from './ScanResult.tsx';
import type { CameraState } from './useCamera.ts';
import type { Verdict } from './verifyTicket.ts';

export interface DoorStatus {
  online: boolean;
  queued: number;
  admittedHere: number;
  checkedIn: number;
}

export interface CheckInProps {
  title: string;
  sessions: { value: string; label: string }[];
  /** The door being checked, or null while the door chooses. */
  choice: DoorChoice | null;
  /** What the setup form starts with (this device's last choice). */
  lastChoice: DoorChoice;
  onStart(choice: DoorChoice): void;
  onChange(): void;
  status: DoorStatus;
  camera: CameraState;
  videoRef?: Ref<HTMLVideoElement>;
  onCode(code: string): void;
  result: Verdict | null;
  /** Why the last scan could not be checked at all. */
  checkError?: DisplayError | null;
  /** When the chosen session's doors open. */
  opensAt: string | null;
  timeZone: string;
  onNext(): void;
  conflicts: Conflict[];
  onDismissConflict(scanId: string): void;
  /** The last sync's failure, until a sync succeeds. */
  syncError?: DoorState['syncError'];
}

const CAMERA_TEXT = { starting: 'checkIn.cameraStarting', running: 'checkIn.cameraRunning', denied: 'checkIn.cameraDenied', unavailable: 'checkIn.cameraUnavailable' } as const;

/** The door's screen: choose the door, then scan or type codes; every answer fills the screen. */
export function CheckIn(props: CheckInProps) {
  const t = checkInMessages.useT();
  const headingId = useId();
  const { choice, status } = props;
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <div>
        <h2 part="heading" id={headingId}>{t('checkIn.heading')}</h2>
        <p className="tk-muted">{props.title}</p>
      </div>
      <p role="status" className="tk-row">
        <span>{status.online ? t('checkIn.online') : t('checkIn.offline')}</span>
        <span>· {status.queued > 0 ? t('checkIn.queued', { count: status.queued }) : t('checkIn.synced')}</span>
      </p>
      <p className="tk-checkin-counts">
        <span>{t('checkIn.admittedHere', { count: status.admittedHere })}</span>
        <span>{t('checkIn.checkedIn', { count: status.checkedIn })}</span>
      </p>
      {/* Offline, the status line already says why nothing syncs. */}
      {props.syncError && (props.syncError.refused || status.online) && (
        <ErrorNote error={props.syncError.error}>
          <p>{t(props.syncError.refused ? 'checkIn.syncRefused' : 'checkIn.syncRetrying')}</p>
        </ErrorNote>
      )}
      <ConflictList conflicts={props.conflicts} timeZone={props.timeZone} onDismiss={props.onDismissConflict} />
      {choice ? (
        <Desk {...props} choice={choice} />
      ) : (
        <DoorSetup sessions={props.sessions} initial={props.lastChoice} onStart={props.onStart} />
      )}
      <ErrorNote error={props.checkError}>
        <p>{t('checkIn.checkFailed')}</p>
      </ErrorNote>
      {props.result && <ScanResult verdict={props.result} opensAt={props.opensAt} timeZone={props.timeZone} onNext={props.onNext} />}
    </section>
  );
}

function Desk({ choice, sessions, camera, videoRef, onCode, onChange }: CheckInProps & { choice: DoorChoice }) {
  const t = checkInMessages.useT();
  const [code, setCode] = useState('');
  const headingId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    onCode(code.trim());
    setCode('');
  };
  const session = sessions.find((s) => s.value === choice.sessionId)?.label ?? '';
  const cameraOff = camera === 'denied' || camera === 'unavailable';
  return (
    <>
      <div className="tk-row tk-spread">
        <p>{t('checkIn.checking', { door: choice.door, session })}</p>
        <Button variant="secondary" onClick={onChange}>
          {t('checkIn.change')}
        </Button>
      </div>
      <section className="tk-stack" aria-labelledby={headingId}>
        <h3 part="heading" id={headingId}>{t('checkIn.scan')}</h3>
        {!cameraOff && <video ref={videoRef} className="tk-checkin-video" aria-label={t('checkIn.video')} muted playsInline />}
        <p role={cameraOff ? 'alert' : 'status'} className={cameraOff ? undefined : 'tk-muted'}>
          {t(CAMERA_TEXT[camera])}
        </p>
        <form className="tk-stack" onSubmit={submit}>
          <TextField label={t('checkIn.code')} hint={t('checkIn.codeHint')} value={code} autoComplete="off" autoCapitalize="off" spellCheck={false} onChange={(e) => setCode(e.target.value)} />
          <div className="tk-row">
            <Button type="submit">{t('checkIn.check')}</Button>
          </div>
        </form>
      </section>
    </>
  );
}
