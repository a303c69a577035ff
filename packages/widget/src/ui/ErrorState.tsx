import type { WidgetError } from '../sdk/types.ts';
import { useFormat } from '../context/TicketkitProvider.tsx';
import { Button } from './Button.tsx';
import { StateIcon } from './StateIcon.tsx';
import { useErrorText } from './useErrorText.ts';

export interface ErrorStateProps {
  error: Pick<WidgetError, 'code' | 'retryable' | 'retryAfterSeconds'>;
  /** Offered only when trying again can help (`error.retryable`). */
  onRetry?: () => void;
  /** Where to go instead (a link with `href`, else a button). */
  onward?: { label: string; href?: string; onClick?: () => void };
  /**
   * Where the events are, on a page that knows it (the site): a not-found then links there. No
   * default: inside an embed the page's root is the partner's site, not Ticketkit's events.
   */
  eventsHref?: string;
}

/**
 * A failed screen or part: what happened and what to do next in words, Try again only when it can
 * help, a way onward when the caller knows one, and the code for support, small, at the end.
 */
export function ErrorState({ error, onRetry, onward, eventsHref }: ErrorStateProps) {
  const { t } = useFormat();
  const text = useErrorText(error.code, error.retryAfterSeconds);
  const way = onward ?? (error.code === 'not-found' && eventsHref && text.action ? { label: text.action, href: eventsHref } : undefined);
  const retry = error.retryable && onRetry;
  return (
    <div className="tk-state" data-tone="error" role="alert" data-code={error.code}>
      <StateIcon name={error.code.startsWith('network/') ? 'offline' : 'alert'} />
      <h3 part="heading">{text.title}</h3>
      <p>{text.message}</p>
      {retry || way ? (
        <div className="tk-state-action">
          {retry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
          {way?.href ? (
            <a part="button button-secondary" className="tk-button" data-variant="secondary" href={way.href}>
              {way.label}
            </a>
          ) : way ? (
            <Button variant="secondary" onClick={way.onClick}>
              {way.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="tk-muted tk-error-code">{t('common.error.code', { code: error.code })}</p>
    </div>
  );
}
