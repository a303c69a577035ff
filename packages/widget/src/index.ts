// Public API of @ticketkit/widget. Importing it has no side effects (elements are defined by
// calling defineTicketkitElements or by the embed script), so it is safe during server rendering.
export { FullPageLoader, type FullPageLoaderProps } from './components/FullPageLoader/FullPageLoader.tsx';

export { TicketkitProvider, useTicketkit, useFormat, useEmit, type TicketkitProviderProps } from './context/TicketkitProvider.tsx';
export { useStore, useResource, type Resource } from './context/hooks.ts';
export type { WidgetSdk, WidgetApi, WidgetError, WidgetUser, SessionState, CityState, ReadableStore, RequestOptions } from './sdk/types.ts';
export { toWidgetError } from './sdk/types.ts';

export { createEmitter, EVENT_CALLBACKS, type TicketkitEventDetails, type TicketkitEventName, type WidgetCallbacks, type Emit } from './events.ts';
export { createFormatter, resolveLocale, LOCALES, DEFAULT_LOCALE, DEFAULT_TIME_ZONE, type Locale, type Formatter } from './i18n/i18n.ts';
export type { MessageKey } from './i18n/en-IN.ts';
export { APPEARANCE_VARIABLES, parseAppearance, appearanceStyle, type Appearance, type AppearanceVariable, type Theme } from './styles/appearance.ts';
export { adoptStyles, widgetCss } from './styles/sheets.ts';

export { Button, type ButtonProps } from './ui/Button.tsx';
export { Stepper, type StepperProps } from './ui/Stepper.tsx';
export { ErrorState, type ErrorStateProps } from './ui/ErrorState.tsx';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState.tsx';
export { Skeleton, LoadingRegion } from './ui/Skeleton.tsx';
export { TextField, type TextFieldProps } from './ui/TextField.tsx';
export { Badge } from './ui/Badge.tsx';
export { AsyncView, type AsyncState } from './ui/AsyncView.tsx';

export { CityPicker, type CityPickerProps } from './screens/CityPicker/CityPicker.tsx';
export { CityPickerContainer } from './screens/CityPicker/CityPickerContainer.tsx';
export { CategoryNav, type CategoryNavProps } from './screens/CategoryNav/CategoryNav.tsx';
export { EventList, type EventListProps, type EventListState } from './screens/EventList/EventList.tsx';
export { EventCard } from './screens/EventList/EventCard.tsx';
export { EventListContainer, type EventListContainerProps } from './screens/EventList/EventListContainer.tsx';
export { EventDetail, type EventDetailProps } from './screens/EventDetail/EventDetail.tsx';
export { EventCities, type EventCitiesProps } from './screens/EventCities/EventCities.tsx';
export { DateSelect, type DateSelectProps } from './screens/DateSelect/DateSelect.tsx';
export { TicketSelect, type TicketSelectProps } from './screens/TicketSelect/TicketSelect.tsx';
export { Booking, type BookingProps, type BookingState } from './screens/Booking/Booking.tsx';
export { BookingContainer } from './screens/Booking/BookingContainer.tsx';
export { Confirmation, type ConfirmationProps } from './screens/Confirmation/Confirmation.tsx';
export { BookingFlow, type BookingFlowProps } from './screens/BookingFlow/BookingFlow.tsx';
export { flowToPath, pathToFlow, type FlowState, type FlowStep } from './screens/BookingFlow/flowState.ts';
export { buildIcs, escapeText, type CalendarEvent } from './lib/ics.ts';

export { defineTicketkitElements, type DefineOptions, type ScreenModule } from './elements/defineElements.ts';
export { loadScreen } from './elements/loadScreen.ts';
export { ELEMENTS, type ElementAttributes, type ScreenName } from './elements/registry.ts';
