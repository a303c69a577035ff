import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { hostingMessages } from './messages.ts';
import type { StepFieldsProps } from './useListEventSteps.ts';

/** Step 4: what the event is, in the host's words. */
export function DescriptionStep({ draft, err, set }: StepFieldsProps) {
  const t = hostingMessages.useT();
  return (
    <TextAreaField
      label={t('host.description')}
      hint={t('host.descriptionHint', { count: draft.description.trim().length })}
      value={draft.description}
      error={err('description')}
      rows={8}
      maxLength={5000}
      onChange={(e) => set({ description: e.target.value })}
    />
  );
}
