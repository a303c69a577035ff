import { HOSTED_EVENT_LIMITS } from '@ticketkit/contract/rules';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hostingMessages } from './messages.ts';
import type { StepFieldsProps } from './useListEventSteps.ts';

/** Step 2: the venue and one or more dates, each with its start and end time. */
export function VenueStep({ draft, err, set, updateAt }: StepFieldsProps) {
  const t = hostingMessages.useT();
  return (
    <>
      <TextField label={t('host.venueName')} value={draft.venueName} error={err('venueName')} onChange={(e) => set({ venueName: e.target.value })} />
      <TextAreaField label={t('host.venueAddress')} value={draft.venueAddress} error={err('venueAddress')} rows={2} onChange={(e) => set({ venueAddress: e.target.value })} />
      {draft.sessions.map((s, i) => (
        <fieldset key={i} className="tk-stack">
          <legend>{t('host.session', { n: i + 1 })}</legend>
          <TextField label={t('host.date')} type="date" value={s.date} error={err(`sessions.${i}.date`)} onChange={(e) => updateAt('sessions', i, { date: e.target.value })} />
          <div className="tk-row">
            <TextField label={t('host.start')} type="time" value={s.start} error={err(`sessions.${i}.start`)} onChange={(e) => updateAt('sessions', i, { start: e.target.value })} />
            <TextField label={t('host.end')} type="time" value={s.end} error={err(`sessions.${i}.end`)} onChange={(e) => updateAt('sessions', i, { end: e.target.value })} />
          </div>
          {draft.sessions.length > 1 ? (
            <Button variant="link" onClick={() => set({ sessions: draft.sessions.filter((_, j) => j !== i) })}>
              {t('host.removeSession', { n: i + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {draft.sessions.length < HOSTED_EVENT_LIMITS.sessions.max ? (
        <Button variant="secondary" onClick={() => set({ sessions: [...draft.sessions, { date: '', start: '19:00', end: '21:00' }] })}>
          {t('host.addSession')}
        </Button>
      ) : null}
    </>
  );
}
