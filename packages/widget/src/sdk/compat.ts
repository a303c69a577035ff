import type { Ticketkit } from '@ticketkit/sdk';
import type { WidgetSdk } from './types.ts';

/** Compile-time proof that the real SDK instance satisfies the widget's interface (never called). */
export const asWidgetSdk = (instance: Ticketkit): WidgetSdk => instance;
