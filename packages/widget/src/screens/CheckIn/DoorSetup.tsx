import { DOOR_NAME_MAX } from '@ticketkit/contract/rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { checkInMessages } from './messages.ts';

export interface DoorChoice {
  sessionId: string;
  door: string;
}

export interface DoorSetupProps {
  sessions: { value: string; label: string }[];
  /** What this device chose last time, if anything. */
  initial: DoorChoice;
  onStart(choice: DoorChoice): void;
}

/** Which session this door checks and what the door is called (other doors see the name). */
export function DoorSetup({ sessions, initial, onStart }: DoorSetupProps) {
  const t = checkInMessages.useT();
  const [choice, setChoice] = useState(initial);
  const [tried, setTried] = useState(false);
  const headingId = useId();
  const door = choice.door.trim();
  const sessionError = tried && !sessions.some((s) => s.value === choice.sessionId) ? t('checkIn.needSession') : undefined;
  const doorError = tried && !door ? t('checkIn.needDoor') : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (door && sessions.some((s) => s.value === choice.sessionId)) onStart({ sessionId: choice.sessionId, door });
  };
  return (
    <form className="tk-stack tk-door-setup" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t('checkIn.setup')}</h3>
      <SelectField label={t('checkIn.session')} placeholder={t('checkIn.chooseSession')} value={choice.sessionId} options={sessions} error={sessionError} onChange={(sessionId) => setChoice({ ...choice, sessionId })} />
      <TextField label={t('checkIn.door')} hint={t('checkIn.doorHint')} error={doorError} value={choice.door} maxLength={DOOR_NAME_MAX} autoComplete="off" onChange={(e) => setChoice({ ...choice, door: e.target.value })} />
      <div className="tk-row">
        <Button type="submit">{t('checkIn.start')}</Button>
      </div>
    </form>
  );
}
