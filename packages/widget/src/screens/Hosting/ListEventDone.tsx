import type { HostedEvent } from '@ticketkit/contract';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { hostingMessages } from './messages.ts';

export interface ListEventDoneProps {
  result: HostedEvent;
  hostedHref?: string;
  onViewHosted(to: string): void;
  onStartOver(): void;
}

/** After submitting: the event is in review; see your hosted events or list another. */
export function ListEventDone({ result, hostedHref = '/hosted-events', onViewHosted, onStartOver }: ListEventDoneProps) {
  const t = hostingMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('host.done.title')}</h2>
      <p role="status">{t('host.done.body', { title: result.title })}</p>
      <div className="tk-row">
        <NavigateLink to={hostedHref} onNavigate={onViewHosted}>
          {t('host.done.list')}
        </NavigateLink>
        <Button variant="secondary" onClick={onStartOver}>
          {t('host.done.another')}
        </Button>
      </div>
    </section>
  );
}
