import { useFormat } from '../context/TicketkitProvider.tsx';
import { Button } from './Button.tsx';

export interface ErrorStateProps {
  title?: string;
  /** A message a person can act on (the SDK's describeError text). */
  message: string;
  code?: string;
  onRetry?: () => void;
}

export function ErrorState({ title, message, code, onRetry }: ErrorStateProps) {
  const { t } = useFormat();
  return (
    <div className="tk-state" data-tone="error" role="alert">
      <h3>{title ?? t('common.error.title')}</h3>
      <p>{message}</p>
      {code ? <p className="tk-muted">({code})</p> : null}
      {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
    </div>
  );
}
