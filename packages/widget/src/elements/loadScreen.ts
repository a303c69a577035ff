import type { ScreenModule } from './defineElements.ts';
import type { ScreenName } from './registry.ts';

/** Each screen is its own chunk, imported the first time one of its elements connects. */
export function loadScreen(screen: ScreenName): Promise<ScreenModule> {
  switch (screen) {
    case 'events':
      return import('./screens/events.tsx');
    case 'booking':
      return import('./screens/booking.tsx');
    case 'city-picker':
      return import('./screens/cityPicker.tsx');
  }
}
