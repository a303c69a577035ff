import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSdk } from '../testing/renderWithSdk.tsx';
import { CityPickerContainer } from '../screens/CityPicker/CityPickerContainer.tsx';
import { EventListContainer } from '../screens/EventList/EventListContainer.tsx';
import { ProfileContainer } from '../screens/Profile/ProfileContainer.tsx';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';

describe('a page with the city picker and the event list (the home page)', () => {
  it('asks the API for the cities once, and both show them', async () => {
    const { sdk } = renderWithSdk(
      <>
        <CityPickerContainer />
        <EventListContainer />
      </>,
    );
    expect(await screen.findByRole('combobox', { name: /city/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Events in Nagpur' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'listCities')).toHaveLength(1);
  });
});

describe('a page with the city picker and the profile (its home city choice)', () => {
  it('asks the API for the cities once, and the profile offers them', async () => {
    const { sdk } = renderWithSdk(
      <>
        <CityPickerContainer />
        <ProfileContainer />
      </>,
      { sdk: createFakeSdk({ signedIn: true }) },
    );
    expect(await screen.findByRole('option', { name: 'Pune' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'listCities')).toHaveLength(1);
  });
});
