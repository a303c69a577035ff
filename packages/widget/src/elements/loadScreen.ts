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
      return import('../screens/Login/loginElement.tsx');
    case 'my-tickets':
      return import('../screens/Tickets/myTicketsElement.tsx');
    case 'ticket':
      return import('../screens/Tickets/ticketElement.tsx');
    case 'rewards':
      return import('../screens/Rewards/rewardsElement.tsx');
    case 'list-event':
      return import('../screens/Hosting/listEventElement.tsx');
    case 'search':
      return import('../screens/Search/searchElement.tsx');
    case 'corporate-dashboard':
      return import('../screens/Corporate/dashboardElement.tsx');
  }
}
