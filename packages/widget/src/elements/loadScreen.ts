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
    case 'login':
      return import('./screens/login.tsx');
    case 'my-tickets':
      return import('./screens/myTickets.tsx');
    case 'ticket':
      return import('./screens/ticket.tsx');
    case 'rewards':
      return import('./screens/rewards.tsx');
    case 'list-event':
      return import('./screens/listEvent.tsx');
    case 'search':
      return import('./screens/search.tsx');
    case 'corporate-dashboard':
      return import('./screens/corporateDashboard.tsx');
    case 'check-in':
      return import('./screens/checkIn.tsx');
  }
}
