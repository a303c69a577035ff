import { useResource, useStore } from '../../context/hooks.ts';
import { useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
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
  const cities = useResource((signal) => sdk.api.listCities({ signal }), [sdk]);
  return (
    <AsyncView state={cities} loadingLabel={t('common.loading')} skeleton={<Skeleton height="44px" />}>
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
