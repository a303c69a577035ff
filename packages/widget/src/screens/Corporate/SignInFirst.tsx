import type { Emit } from '../../events.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { corporateMessages } from './messages.ts';

/** What a company's screen shows someone who is not a stored employee of it: the way to its sign-in. */
export function SignInFirst({ company, emit }: { company: string; emit: Emit }) {
  const t = corporateMessages.useT();
  return (
    <EmptyState
      icon="account"
      title={t('corp.signInFirst.title')}
      action={
        <NavigateLink to={`/corporate/login?company=${encodeURIComponent(company)}`} onNavigate={(to) => emit('ticketkit:navigate', { to })}>
          {t('corp.signInFirst.action')}
        </NavigateLink>
      }
    />
  );
}
