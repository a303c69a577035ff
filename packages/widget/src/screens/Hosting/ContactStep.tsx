import { TextField } from '../../ui/TextField.tsx';
import { hostingMessages } from './messages.ts';
import type { StepFieldsProps } from './useListEventSteps.ts';

/** Step 5: who reviewers reach about the listing (prefilled from the signed-in person). */
export function ContactStep({ draft, err, set }: StepFieldsProps) {
  const t = hostingMessages.useT();
  return (
    <>
      <TextField label={t('host.contactName')} autoComplete="name" value={draft.contactName} error={err('contactName')} onChange={(e) => set({ contactName: e.target.value })} />
      <TextField label={t('host.contactEmail')} type="email" autoComplete="email" value={draft.contactEmail} error={err('contactEmail')} onChange={(e) => set({ contactEmail: e.target.value })} />
      <TextField label={t('host.contactPhone')} hint={t('host.phoneHint')} type="tel" autoComplete="tel" value={draft.contactPhone} error={err('contactPhone')} onChange={(e) => set({ contactPhone: e.target.value })} />
    </>
  );
}
