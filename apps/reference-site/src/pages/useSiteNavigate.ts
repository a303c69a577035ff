import type { WidgetCallbacks } from '@ticketkit/widget';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';

/** The widget's `ticketkit:navigate` requests, followed inside the site's router. */
export function useSiteCallbacks(): Required<Pick<WidgetCallbacks, 'onNavigate'>> {
  const navigate = useNavigate();
  return useMemo(() => ({ onNavigate: ({ to }) => navigate(to) }), [navigate]);
}
