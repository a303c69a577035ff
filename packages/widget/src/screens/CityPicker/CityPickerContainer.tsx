import { useStore } from '../../context/hooks.ts';
import { useCities } from '../../context/useCities.ts';
import { useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { CityPicker } from './CityPicker.tsx';

export interface CityPickerContainerProps {
  /** Called after the shared city store changed (the store is the source of truth). */
  onCityChange?(slug: string): void;
}

/** The city picker bound to the SDK: lists cities from the API, reads and sets the shared city store. */
export function CityPickerContainer({ onCityChange }: CityPickerContainerProps) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const city = useStore(sdk.city, (s) => s.city);
  const cities = useCities();
  return (
    <AsyncView state={cities} loadingLabel={t('common.loading')} skeleton={<CityPickerSkeleton />}>
      {(list) => (
        <CityPicker
          cities={list.items}
          value={city}
          onChange={(slug) => {
            sdk.city.getState().setCity(slug);
            onCityChange?.(slug);
          }}
        />
      )}
    </AsyncView>
  );
}

/** The picker's shape while the cities load (label, then the field), so nothing around it moves. */
function CityPickerSkeleton() {
  return (
    <div className="tk-field" aria-hidden="true">
      <span className="tk-skeleton tk-skeleton-line tk-skeleton-label" />
      <span className="tk-skeleton tk-skeleton-input" />
    </div>
  );
}
