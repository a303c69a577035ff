import type { WidgetError } from '../sdk/types.ts';
import { useFormat } from '../context/TicketkitProvider.tsx';
import { Button } from './Button.tsx';
import { useErrorText } from './useErrorText.ts';

export interface ErrorStateProps {
  error: Pick<WidgetError, 'code' | 'retryable'>;
  /** Offered only when trying again can help (`error.retryable`). */
  onRetry?: () => void;
  /** Where to go instead (a link with `href`, else a button); a not-found offers the events by default. */
  onward?: { label: string; href?: string; onClick?: () => void };
}

/**
 * A failed screen or part: what happened and what to do next in words, Try again only when it can
 * help, a way onward after a not-found, and the code for support, small, at the end.
 */
export function ErrorState({ error, onRetry, onward }: ErrorStateProps) {
  const { t } = useFormat();
  const text = useErrorText(error.code);
  const way = onward ?? (error.code === 'not-found' && text.action ? { label: text.action, href: '/' } : undefined);
  return (
    <div className="tk-state" data-tone="error" role="alert" data-code={error.code}>
      <h3>{text.title}</h3>
      <p>{text.message}</p>
      {error.retryable && onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
      {way?.href ? (
        <a className="tk-button" data-variant="secondary" href={way.href}>
          {way.label}
        </a>
      ) : way ? (
        <Button variant="secondary" onClick={way.onClick}>
          {way.label}
        </Button>
      ) : null}
      <p className="tk-muted tk-error-code">{t('common.error.code', { code: error.code })}</p>
    </div>
  );
}
