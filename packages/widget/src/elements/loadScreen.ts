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
      return import('../screens/auth/loginElement.tsx');
    case 'my-tickets':
      return import('../screens/tickets/myTicketsElement.tsx');
    case 'ticket':
      return import('../screens/tickets/ticketElement.tsx');
    case 'rewards':
      return import('../screens/rewards/rewardsElement.tsx');
    case 'list-event':
      return import('../screens/hosting/listEventElement.tsx');
    case 'search':
      return import('../screens/search/searchElement.tsx');
    case 'corporate-dashboard':
      return import('../screens/corporate/dashboardElement.tsx');
  }
}
