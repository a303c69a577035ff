import { Skeleton } from '../../ui/Skeleton.tsx';
import { accountMessages } from './messages.ts';

/**
 * The profile's shape while it loads: its first part, the details form, with the words it already
 * knows (heading, labels, hints) and placeholders for the values, so the form arrives exactly where
 * the skeleton stood in any language and at any width (the hints wrap the same way).
 */
export function ProfileSkeleton() {
  const t = accountMessages.useT();
  const fields = [
    { label: t('profile.name') },
    { label: t('profile.email') },
    { label: t('profile.phone'), hint: t('profile.phoneHint') },
    { label: t('profile.city'), hint: t('profile.cityHint') },
  ];
  return (
    <div className="tk-stack" aria-hidden="true">
      <h3>{t('profile.details')}</h3>
      {fields.map(({ label, hint }) => (
        <div key={label} className="tk-field">
          <span>{label}</span>
          <Skeleton height="44px" />
          {hint ? <span className="tk-muted">{hint}</span> : null}
        </div>
      ))}
      <Skeleton height="44px" width="9em" />
    </div>
  );
}
