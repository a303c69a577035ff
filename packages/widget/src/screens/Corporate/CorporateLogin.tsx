import { SLUG_PATTERN } from '@ticketkit/contract/rules';
import type { Company, CorporateEmployee } from '@ticketkit/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CompanyHeader } from './CompanyHeader.tsx';
import { corporateMessages } from './messages.ts';

export type CompanyState =
  | { status: 'choose' }
  | { status: 'loading' }
  | { status: 'not-found'; slug: string }
  | { status: 'error'; error: WidgetError }
  | { status: 'success'; company: Company };

export type MembershipState =
  | { status: 'signed-out' }
  | { status: 'checking' }
  | { status: 'member'; employee: CorporateEmployee }
  | { status: 'not-member'; email: string }
  | { status: 'error'; error: WidgetError };

export interface CorporateLoginProps {
  company: CompanyState;
  membership: MembershipState;
  /** The sign-in form (the login screen), shown while signed out. */
  login: ReactNode;
  onChoose(slug: string): void;
  onUseAnotherAccount(): void;
  onRetry?(): void;
}


function CompanyChooser({ onChoose, initial = '' }: { onChoose(slug: string): void; initial?: string }) {
  const t = corporateMessages.useT();
  const [slug, setSlug] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = SLUG_PATTERN.test(slug.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) onChoose(slug.trim());
  };
  return (
    <form className="tk-stack" noValidate onSubmit={submit}>
      <TextField label={t('corp.chooser.label')} hint={t('corp.chooser.hint')} value={slug} error={touched && !valid ? t('corp.chooser.error') : null} onChange={(e) => setSlug(e.target.value.toLowerCase())} />
      <Button type="submit">{t('corp.chooser.submit')}</Button>
    </form>
  );
}

/** Company branding, then sign-in, then the membership check; a non-member is told so and stays out. */
export function CorporateLogin({ company, membership, login, onChoose, onUseAnotherAccount, onRetry }: CorporateLoginProps) {
  const t = corporateMessages.useT();
  const headingId = useId();
  if (company.status === 'choose' || company.status === 'not-found') {
    return (
      <section className="tk-stack" aria-labelledby={headingId}>
        <h2 part="heading" id={headingId}>{t('corp.login.generic')}</h2>
        {company.status === 'not-found' ? (
          <p className="tk-alert" data-tone="error" role="alert">
            {t('corp.notFound', { slug: company.slug })}
          </p>
        ) : null}
        <CompanyChooser onChoose={onChoose} initial={company.status === 'not-found' ? company.slug : ''} />
      </section>
    );
  }
  if (company.status === 'loading') {
    return (
      <LoadingRegion label={t('corp.loading')}>
        <Skeleton height="64px" />
      </LoadingRegion>
    );
  }
  if (company.status === 'error') return <ErrorState error={company.error} onRetry={onRetry} />;
  const c = company.company;
  return (
    <section className="tk-stack" aria-label={t('corp.login.heading', { company: c.name })}>
      <CompanyHeader company={c} heading={t('corp.login.heading', { company: c.name })} />
      {membership.status === 'signed-out' ? (
        login
      ) : membership.status === 'checking' ? (
        <p role="status">{t('corp.checking')}</p>
      ) : membership.status === 'member' ? (
        <p role="status">{t('corp.member', { name: membership.employee.name ?? membership.employee.email })}</p>
      ) : membership.status === 'not-member' ? (
        <div className="tk-state" data-tone="error" role="alert">
          <h3 part="heading">{t('corp.notMember.title', { company: c.name })}</h3>
          <p>{t('corp.notMember.body', { company: c.name, email: membership.email })}</p>
          <Button onClick={onUseAnotherAccount}>{t('corp.notMember.other')}</Button>
        </div>
      ) : (
        <ErrorState error={membership.error} onRetry={onRetry} />
      )}
    </section>
  );
}
