import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { SignInProvider } from '../../sdk/providers.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { accountMessages } from './messages.ts';

export type ReauthMethod = SignInProvider | { password: string };

export interface DeleteAccountProps {
  /** OAuth providers on the account, to confirm with. */
  providers: readonly SignInProvider[];
  /** The account has a password (confirm by typing it). */
  hasPassword: boolean;
  busy?: boolean;
  error?: DisplayError | null;
  initiallyOpen?: boolean;
  onConfirm(method: ReauthMethod): void;
}

/** A clear warning, an explicit "I understand", and re-authentication before anything is deleted. */
export function DeleteAccount({ providers, hasPassword, busy, error, initiallyOpen = false, onConfirm }: DeleteAccountProps) {
  const t = accountMessages.useT();
  const headingId = useId();
  const warningId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (understood && password) onConfirm({ password });
  };
  return (
    <section className="tk-stack" aria-labelledby={headingId} data-tone="danger">
      <h3 part="heading" id={headingId}>{t('delete.heading')}</h3>
      <p id={warningId}>{t('delete.warning')}</p>
      {!open ? (
        <Button variant="secondary" aria-describedby={warningId} onClick={() => setOpen(true)}>
          {t('delete.start')}
        </Button>
      ) : (
        <div className="tk-stack">
          <label part="label" className="tk-row">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {t('delete.understand')}
          </label>
          <p>{t('delete.reauth')}</p>
          {providers.map((p) => (
            <Button key={p} disabled={!understood} busy={busy} onClick={() => onConfirm(p)}>
              {t('delete.withProvider', { provider: t(`providers.name.${p}.com`) })}
            </Button>
          ))}
          {hasPassword ? (
            <form className="tk-stack" noValidate aria-label={t('delete.withPassword')} onSubmit={submitPassword}>
              <TextField label={t('delete.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              <Button type="submit" disabled={!understood || password === ''} busy={busy}>
                {t('delete.withPassword')}
              </Button>
            </form>
          ) : null}
          <ErrorNote error={error} />
          <Button
            variant="link"
            onClick={() => {
              setOpen(false);
              setUnderstood(false);
              setPassword('');
            }}
          >
            {t('delete.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
}
