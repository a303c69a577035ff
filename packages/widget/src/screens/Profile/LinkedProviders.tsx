import { useId } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import type { SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { ProviderButtons } from '../Login/ProviderButtons.tsx';
import { accountMessages } from './messages.ts';

export interface LinkedProvidersProps {
  /** Provider ids on the account, e.g. `google.com`, `password`, `phone`. */
  linked: readonly string[];
  /** OAuth providers the site offers. */
  offered: readonly SignInProvider[];
  pending?: string | null;
  errors?: Partial<Record<string, DisplayError>>;
  onLink(provider: SignInProvider): void;
}

const KNOWN = new Set(['google.com', 'facebook.com', 'github.com', 'twitter.com', 'password', 'phone']);

/** Which sign-in methods the account has, and a button to link each one it lacks. */
export function LinkedProviders({ linked, offered, pending, errors, onLink }: LinkedProvidersProps) {
  const t = accountMessages.useT();
  const uid = useId();
  const unlinked = offered.filter((p) => !linked.includes(`${p}.com`));
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-tk-providers-heading`}>
      <h3 part="heading" id={`${uid}-tk-providers-heading`}>{t('providers.heading')}</h3>
      <ul className="tk-list tk-stack">
        {linked.map((id) => (
          <li key={id} className="tk-row">
            <span>{KNOWN.has(id) ? t(`providers.name.${id}` as Parameters<typeof t>[0]) : id}</span>
            <Badge>{t('providers.linked')}</Badge>
          </li>
        ))}
      </ul>
      {unlinked.length ? (
        <ProviderButtons
          providers={unlinked}
          pending={pending}
          errors={errors}
          onSelect={onLink}
          onRedirect={onLink}
          labelFor={(p) => t('providers.link', { provider: t(`providers.name.${p}.com`) })}
        />
      ) : null}
    </section>
  );
}
