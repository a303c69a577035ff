import type { PasswordPolicy } from '@ticketkit/sdk';
import { authMessages } from './messages.ts';
import { passwordRequirements } from './passwordRules.ts';

export interface PasswordRequirementsProps {
  rules: PasswordPolicy;
  password: string;
  id?: string;
}

/** The policy's requirements as a list that ticks off as the person types. */
export function PasswordRequirements({ rules, password, id }: PasswordRequirementsProps) {
  const t = authMessages.useT();
  const requirements = passwordRequirements(rules, password);
  return (
    <div id={id} className="tk-password-rules">
      <p className="tk-muted">{t('password.requirements')}</p>
      <ul className="tk-list">
        {requirements.map((r) => (
          <li key={r.key} data-met={r.met}>
            <span aria-hidden="true">{r.met ? '✓ ' : '○ '}</span>
            {t(`password.${r.key}`, r.count === undefined ? undefined : { count: r.count })}
            <span className="tk-visually-hidden">{` (${t(r.met ? 'password.met' : 'password.unmet')})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
