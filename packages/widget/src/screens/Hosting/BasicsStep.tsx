import type { Category, City } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hostingMessages } from './messages.ts';
import type { StepFieldsProps } from './useListEventSteps.ts';

/** Step 1: the event's title, category and city. */
export function BasicsStep({ draft, err, set, categories, cities }: StepFieldsProps & { categories: Category[]; cities: City[] }) {
  const t = hostingMessages.useT();
  const { name } = useFormat();
  return (
    <>
      <TextField label={t('host.title')} value={draft.title} error={err('title')} maxLength={120} onChange={(e) => set({ title: e.target.value })} />
      <SelectField label={t('host.category')} placeholder={t('host.choose')} value={draft.category} error={err('category')} options={categories.map((c) => ({ value: c.slug, label: name('category', c) }))} onChange={(category) => set({ category })} />
      <SelectField label={t('host.city')} placeholder={t('host.choose')} value={draft.city} error={err('city')} options={cities.map((c) => ({ value: c.slug, label: name('city', c) }))} onChange={(city) => set({ city })} />
    </>
  );
}
