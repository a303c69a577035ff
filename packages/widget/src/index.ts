'use client';
// 'use client': the screens use state and effects, so React Server Components frameworks (Next.js)
// render this entry on the client side of the boundary.
// Public API of @ticketkit/widget. Importing it has no side effects (elements are defined by
// calling defineTicketkitElements or by the embed script), so it is safe during server rendering.
export { FullPageLoader, type FullPageLoaderProps } from './ui/FullPageLoader.tsx';

export { TicketkitProvider, EventScope, useTicketkit, useFormat, useEmit, type TicketkitProviderProps, type EventScopeProps } from './context/TicketkitProvider.tsx';
export { loadTicketkit } from './context/loadTicketkit.ts';
export { useStore, useResource, type Resource } from './context/hooks.ts';
export type { ServerSnapshot } from './context/serverSnapshot.ts';
export { requestEvent } from './context/requestEvent.ts';
export type { WidgetSdk, WidgetApi, WidgetAuth, WidgetStorage, WidgetError, WidgetUser, SessionState, CityState, CorporateState, ReadableStore, RequestOptions } from './sdk/types.ts';
export { enabledProviders, enabledMethods, SIGN_IN_PROVIDERS, type SignInProvider, type LoginMethodName } from './sdk/providers.ts';
export { toWidgetError } from './sdk/types.ts';

export { createEmitter, EVENT_CALLBACKS, type TicketkitEventDetails, type TicketkitEventName, type WidgetCallbacks, type Emit, type EventPayload } from './events.ts';
export { createFormatter, resolveLocale, preloadLocale, LOCALES, DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type Locale, type Formatter } from './i18n/i18n.ts';
export type { MessageKey } from './i18n/en-IN.ts';
export { APPEARANCE_VARIABLES, parseAppearance, appearanceStyle, type Appearance, type AppearanceVariable, type Theme } from './styles/appearance.ts';
export { adoptStyles, widgetCss } from './styles/sheets.ts';

export { Button, type ButtonProps } from './ui/Button.tsx';
export { Stepper, type StepperProps } from './ui/Stepper.tsx';
export { ErrorState, type ErrorStateProps } from './ui/ErrorState.tsx';
export { ErrorNote, type ErrorNoteProps } from './ui/ErrorNote.tsx';
export { toDisplayError, type DisplayError } from './ui/displayError.ts';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState.tsx';
export { Skeleton, LoadingRegion } from './ui/Skeleton.tsx';
export { TextField, type TextFieldProps } from './ui/TextField.tsx';
export { Badge } from './ui/Badge.tsx';
export { AsyncView, type AsyncState } from './ui/AsyncView.tsx';

export { CityPicker, type CityPickerProps } from './screens/CityPicker/CityPicker.tsx';
export { CityPickerContainer } from './screens/CityPicker/CityPickerContainer.tsx';
export { CategoryNav, type CategoryNavProps } from './screens/CategoryNav/CategoryNav.tsx';
export { EventList, type EventListProps, type EventListState } from './screens/EventList/EventList.tsx';
export { EventCard, type CardClick } from './screens/EventList/EventCard.tsx';
export { isPlainClick } from './ui/plainClick.ts';
export { EventListContainer, type EventListContainerProps } from './screens/EventList/EventListContainer.tsx';
export { QuickFilters, type QuickFiltersProps } from './screens/EventList/QuickFilters.tsx';
export { quickFilterQuery, quickFilterSearch, readQuickFilter, toggleQuickFilter, type PriceFilter, type QuickFilter, type WhenFilter } from './screens/EventList/quickFilterRules.ts';
export { EventDetail, type EventDetailProps } from './screens/EventDetail/EventDetail.tsx';
export { EventCities, type EventCitiesProps } from './screens/EventCities/EventCities.tsx';
export { DateSelect, type DateSelectProps } from './screens/DateSelect/DateSelect.tsx';
export { TicketSelect, type TicketSelectProps } from './screens/TicketSelect/TicketSelect.tsx';
export { Booking, type BookingProps, type BookingState } from './screens/Booking/Booking.tsx';
export { BookingContainer } from './screens/Booking/BookingContainer.tsx';
export { Confirmation, type ConfirmationProps } from './screens/Confirmation/Confirmation.tsx';
export { BookingFlow, type BookingFlowProps } from './screens/BookingFlow/BookingFlow.tsx';
export { decodeQuantities, encodeQuantities, type FlowMoveOptions, type FlowState, type FlowStep } from './screens/BookingFlow/flowState.ts';
export { flowToPath, pathToFlow } from './screens/BookingFlow/flowPath.ts';
export { buildIcs, escapeText, type CalendarEvent } from '@ticketkit/contract/ics';

export { defineTicketkitElements, type DefineOptions, type ScreenModule } from './elements/defineElements.ts';
export { loadScreen } from './elements/loadScreen.ts';
export { ELEMENTS, ATTRIBUTES, type ElementAttributes, type ElementName, type AttributeName, type ScreenName } from './elements/registry.ts';
export { ELEMENT_DESCRIPTIONS, ATTRIBUTE_DESCRIPTIONS } from './elements/descriptions.ts';
export { ELEMENT_EVENTS, type EventsOf } from './elements/elementEvents.ts';
// Also brings the elements' global types (HTMLElementTagNameMap, the ticketkit:* event maps, React's JSX) to every importer.
export type {
  TicketkitElement,
  TicketkitElementTagNameMap,
  TicketkitElementProps,
  TicketkitEventMap,
  TicketkitEventHandlers,
  TicketkitIntrinsicElements,
  AttributeValue,
} from './elements/elementTypes.ts';

// Account, tickets, rewards, hosting, search and corporate screens.
export { defineMessages } from './i18n/defineMessages.ts';
export { Login, type LoginProps } from './screens/Login/Login.tsx';
export { LoginContainer, type LoginContainerProps } from './screens/Login/LoginContainer.tsx';
export { resolveSource, type LoginAction, type LoginMethod } from './screens/Login/loginTypes.ts';
export { Profile, type ProfileProps } from './screens/Profile/Profile.tsx';
export { ProfileContainer, type ProfileContainerProps } from './screens/Profile/ProfileContainer.tsx';
export { MyTickets, type MyTicketsProps, type MyTicketsState, type TicketsWhen } from './screens/Tickets/MyTickets.tsx';
export { MyTicketsContainer, type MyTicketsContainerProps } from './screens/Tickets/MyTicketsContainer.tsx';
export { Ticket, type TicketProps } from './screens/Tickets/Ticket.tsx';
export { TicketContainer, type TicketContainerProps } from './screens/Tickets/TicketContainer.tsx';
export { Rewards, type RewardsProps } from './screens/Rewards/Rewards.tsx';
export { RewardsContainer, type RewardsContainerProps } from './screens/Rewards/RewardsContainer.tsx';
export { ListEvent, type ListEventProps } from './screens/Hosting/ListEvent.tsx';
export { ListEventContainer, type ListEventContainerProps } from './screens/Hosting/ListEventContainer.tsx';
export { HostedEvents, type HostedEventsProps } from './screens/Hosting/HostedEvents.tsx';
export { HostedEventsContainer, type HostedEventsContainerProps } from './screens/Hosting/HostedEventsContainer.tsx';
/** The door of a hosted event: scans and checks tickets on the device, offline too. */
export { CheckInContainer, type CheckInContainerProps } from './screens/CheckIn/CheckInContainer.tsx';
export { HostDashboard, type HostDashboardProps } from './screens/HostDashboard/HostDashboard.tsx';
export { HostDashboardContainer, type HostDashboardContainerProps } from './screens/HostDashboard/HostDashboardContainer.tsx';
export { ReviewQueue, type ReviewQueueProps } from './screens/StaffReviews/ReviewQueue.tsx';
export { ReviewQueueContainer, type ReviewQueueContainerProps } from './screens/StaffReviews/ReviewQueueContainer.tsx';
export { ReviewItemView, type ReviewItemViewProps } from './screens/StaffReviews/ReviewItemView.tsx';
export { ReviewItemContainer, type ReviewItemContainerProps } from './screens/StaffReviews/ReviewItemContainer.tsx';
export { Search, type SearchProps, type SearchItem, type SearchState } from './screens/Search/Search.tsx';
export { SearchContainer, type QueryChange, type SearchContainerProps } from './screens/Search/SearchContainer.tsx';
export { CorporateLogin, type CorporateLoginProps } from './screens/Corporate/CorporateLogin.tsx';
export { CorporateLoginContainer, type CorporateLoginContainerProps } from './screens/Corporate/CorporateLoginContainer.tsx';
export { CorporateDashboard, type CorporateDashboardProps } from './screens/Corporate/CorporateDashboard.tsx';
export { CorporateDashboardContainer, type CorporateDashboardContainerProps } from './screens/Corporate/CorporateDashboardContainer.tsx';
export { CorporateBookingContainer, type CorporateBookingContainerProps } from './screens/Corporate/CorporateBookingContainer.tsx';
