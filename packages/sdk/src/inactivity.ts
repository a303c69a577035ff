/** Activity that keeps a session alive (the spec's list). */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'scroll'] as const;

/** Carries "someone was active" between tabs of the same site. */
export interface ActivityChannel {
  post(): void;
  subscribe(onRemoteActivity: () => void): () => void;
}

export interface InactivityOptions {
  timeoutMs: number;
  onTimeout(): void;
  /** Where activity events are heard. Default `window`. */
  target?: EventTarget;
  /** Cross-tab channel. Default: BroadcastChannel `name`. */
  channel?: ActivityChannel;
  /** Name of the default channel. */
  name?: string;
  /** At most one cross-tab message per this many ms. Default 1000. */
  throttleMs?: number;
}

export interface InactivityMonitor {
  /** Starts (or keeps) watching; the countdown starts now. */
  start(): void;
  /** Removes every listener and timer. */
  stop(): void;
  readonly running: boolean;
}

/**
 * A BroadcastChannel (every current browser; Safari since 15.4). Without one, each tab keeps only
 * itself alive.
 */
export function defaultActivityChannel(name: string): ActivityChannel {
  let channel: BroadcastChannel | null = null;
  return {
    post: () => channel?.postMessage(1),
    subscribe(listener) {
      if (typeof BroadcastChannel !== 'function') return () => undefined;
      channel = new BroadcastChannel(name);
      channel.onmessage = () => listener();
      return () => {
        channel?.close();
        channel = null;
      };
    },
  };
}

/**
 * Calls `onTimeout` once after `timeoutMs` without activity in this tab or any other tab of the site.
 * Listeners are passive and do one assignment per event; one timer is re-armed only when it fires, so a
 * storm of mousemove events costs no timers, and cross-tab messages are throttled.
 */
export function createInactivityMonitor(options: InactivityOptions): InactivityMonitor {
  const { timeoutMs, onTimeout, throttleMs = 1000 } = options;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  let channel: ActivityChannel | undefined;
  let unsubscribe: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  let lastPost = -Infinity;
  let running = false;
  const listenerOptions: AddEventListenerOptions = { passive: true, capture: true };

  const onActivity = () => {
    last = Date.now();
    if (last - lastPost >= throttleMs) {
      lastPost = last;
      channel?.post();
    }
  };
  const onRemote = () => {
    last = Date.now();
  };
  const check = () => {
    const remaining = last + timeoutMs - Date.now();
    if (remaining > 0) {
      timer = setTimeout(check, remaining);
      return;
    }
    monitor.stop();
    onTimeout();
  };

  const monitor: InactivityMonitor = {
    start() {
      if (running || timeoutMs <= 0) return;
      running = true;
      last = Date.now();
      for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, listenerOptions);
      channel = options.channel ?? defaultActivityChannel(options.name ?? 'ticketkit:activity');
      unsubscribe = channel.subscribe(onRemote);
      timer = setTimeout(check, timeoutMs);
    },
    stop() {
      if (!running) return;
      running = false;
      clearTimeout(timer);
      timer = undefined;
      for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity, listenerOptions);
      unsubscribe?.();
      unsubscribe = undefined;
      channel = undefined;
    },
    get running() {
      return running;
    },
  };
  return monitor;
}
