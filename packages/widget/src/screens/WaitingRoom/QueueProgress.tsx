import { useId } from 'react';
import { waitingRoomMessages } from './messages.ts';

/** How far a place has come, as a labelled bar with its value also in words. */
export function QueueProgress({ progress }: { progress: number | null }) {
  const t = waitingRoomMessages.useT();
  const id = useId();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  const value = t('waitingRoom.progress.value', { percent });
  return (
    <div className="tk-stack tk-queue-progress">
      <label part="label" htmlFor={id}>{t('waitingRoom.progress.label')}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={value} />
      <p className="tk-muted">{value}</p>
    </div>
  );
}
