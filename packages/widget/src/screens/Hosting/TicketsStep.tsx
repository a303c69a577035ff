import { HOSTED_EVENT_LIMITS } from '@ticketkit/contract/rules';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hostingMessages } from './messages.ts';
import type { StepFieldsProps } from './useListEventSteps.ts';

/** Step 3: one or more ticket types, each with a name, a price in rupees and how many there are. */
export function TicketsStep({ draft, err, set, updateAt }: StepFieldsProps) {
  const t = hostingMessages.useT();
  return (
    <>
      {draft.ticketTypes.map((tt, i) => (
        <fieldset key={i} className="tk-stack">
          <legend>{t('host.ticketType', { n: i + 1 })}</legend>
          <TextField label={t('host.ticketName')} value={tt.name} error={err(`ticketTypes.${i}.name`)} maxLength={60} onChange={(e) => updateAt('ticketTypes', i, { name: e.target.value })} />
          <TextField label={t('host.ticketPrice')} inputMode="decimal" value={tt.price} error={err(`ticketTypes.${i}.price`)} onChange={(e) => updateAt('ticketTypes', i, { price: e.target.value })} />
          <TextField label={t('host.ticketCapacity')} inputMode="numeric" value={tt.capacity} error={err(`ticketTypes.${i}.capacity`)} onChange={(e) => updateAt('ticketTypes', i, { capacity: e.target.value })} />
          {draft.ticketTypes.length > 1 ? (
            <Button variant="link" onClick={() => set({ ticketTypes: draft.ticketTypes.filter((_, j) => j !== i) })}>
              {t('host.removeTicketType', { n: i + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {draft.ticketTypes.length < HOSTED_EVENT_LIMITS.ticketTypes.max ? (
        <Button variant="secondary" onClick={() => set({ ticketTypes: [...draft.ticketTypes, { name: '', price: '', capacity: '' }] })}>
          {t('host.addTicketType')}
        </Button>
      ) : null}
    </>
  );
}
