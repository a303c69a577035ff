import { Component, type ReactNode } from 'react';
import { createEmitter, reportProblem } from '../events.ts';
import { createFormatter, resolveLocale } from '../i18n/i18n.ts';

export interface ScreenErrorBoundaryProps {
  element: string;
  host: HTMLElement;
  /** The element's language as its screen shows it (its `locale` attribute, else the page's). */
  locale: () => string | undefined;
  children: ReactNode;
}

/**
 * Last line of defence inside an element: a render error shows a message instead of an empty
 * box, is logged with a code and reaches the host page as ticketkit:error.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    reportProblem(createEmitter(undefined, this.props.host), 'render-failed', `${this.props.element} failed: ${error.message}`);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="tk-root" role="alert">
        <p>{createFormatter(resolveLocale(this.props.locale())).t('element.renderFailed')}</p>
      </div>
    );
  }
}
