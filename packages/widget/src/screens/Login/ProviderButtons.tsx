import { Button } from '../../ui/Button.tsx';
import type { SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { authMessages } from './messages.ts';

export interface ProviderButtonsProps {
  providers: readonly SignInProvider[];
  /** Providers whose sign-in cannot load on this page: shown as such, not offered. */
  unavailable?: readonly SignInProvider[];
  pending?: string | null;
  errors?: Partial<Record<string, DisplayError>>;
  onSelect(provider: SignInProvider): void;
  /** Offered when the popup was blocked: sign in by redirecting this tab. */
  onRedirect(provider: SignInProvider): void;
  /** Label prefix, e.g. "Continue with" or "Link"; defaults to the sign-in wording. */
  labelFor?(provider: SignInProvider): string;
}

/** One button per provider, each with its own error right under it. */
export function ProviderButtons({ providers, unavailable = [], pending, errors = {}, onSelect, onRedirect, labelFor }: ProviderButtonsProps) {
  const t = authMessages.useT();
  return (
    <ul className="tk-list tk-stack">
      {providers.map((p) => {
        const error = errors[p];
        const isUnavailable = unavailable.includes(p);
        const name = t(`login.providerName.${p}`);
        return (
          <li key={p} className="tk-stack">
            <Button
              variant="secondary"
              data-provider={p}
              busy={pending === p}
              disabled={isUnavailable || (pending != null && pending !== p)}
              onClick={() => onSelect(p)}
            >
              {labelFor ? labelFor(p) : t(`login.provider.${p}`)}
            </Button>
            {isUnavailable ? (
              <p className="tk-alert" role="status" data-tone="info">
                {t('login.unavailable', { provider: name })}
              </p>
            ) : (
              <ErrorNote error={error}>
                {error?.code === 'auth/popup-blocked' ? (
                  <Button variant="secondary" onClick={() => onRedirect(p)}>
                    {t('login.redirect')}
                  </Button>
                ) : null}
              </ErrorNote>
            )}
          </li>
        );
      })}
    </ul>
  );
}
