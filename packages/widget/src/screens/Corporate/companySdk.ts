import type { WidgetSdk } from '../../sdk/types.ts';

/**
 * The booking flow's SDK seen through a company: events, their cities, sessions and ticket types
 * come from the company's routes (members only; the public routes know nothing of a corporate
 * event), holds carry `companySlug` (so the API applies company pricing and the employee's
 * entitlement), and no ticket type offers more than the entitlement has left. The booking components
 * run on it unchanged.
 */
export function companySdk(sdk: WidgetSdk, companySlug: string, remaining: number): WidgetSdk {
  const api = sdk.api;
  return {
    ...sdk,
    api: {
      ...api,
      listEvents: (query, options) => api.listCompanyEvents(companySlug, { ...(query?.cursor ? { cursor: query.cursor } : {}), ...(query?.limit ? { limit: query.limit } : {}) }, options),
      getEvent: (eventId, options) => api.getCompanyEvent(companySlug, eventId, options),
      listEventCities: (eventId, options) => api.listCompanyEventCities(companySlug, eventId, options),
      listSessions: (eventId, query, options) => api.listCompanySessions(companySlug, eventId, query, options),
      createHold: (body, options) => api.createHold({ ...body, companySlug }, options),
      listTicketTypes: async (sessionId, options) => {
        const list = await api.listCompanyTicketTypes(companySlug, sessionId, options);
        return { ...list, items: list.items.map((t) => ({ ...t, maxPerOrder: Math.max(0, Math.min(t.maxPerOrder, remaining)), available: Math.min(t.available, remaining) })) };
      },
    },
  };
}
