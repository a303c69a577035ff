import { EMAIL_MAX, EMAIL_PATTERN } from '@ticketkit/contract/rules';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { hostingMessages } from './messages.ts';

export interface DoorStaffEditorProps {
  /** The emails saved on the event. */
  emails: string[];
  saving?: boolean;
  saved?: boolean;
  error?: DisplayError | null;
  onSave(emails: string[]): void;
  /** Open at first (stories). */
  initiallyOpen?: boolean;
}

/** Who may check tickets in at the host's doors: add and remove emails, then save the list. */
export function DoorStaffEditor({ emails, saving = false, saved = false, error = null, onSave, initiallyOpen = false }: DoorStaffEditorProps) {
  const t = hostingMessages.useT();
  const listId = useId();
  const [list, setList] = useState(emails);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'duplicate' | null>(null);
  const add = () => {
    const email = typed.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) return setProblem('invalid');
    if (list.includes(email)) return setProblem('duplicate');
    setList([...list, email]);
    setTyped('');
    setProblem(null);
  };
  const changed = list.length !== emails.length || list.some((e, i) => e !== emails[i]);
  return (
    <details className="tk-door-staff tk-stack" open={initiallyOpen || undefined}>
      <summary>{t('hosted.door.summary', { count: list.length })}</summary>
      <p className="tk-muted" id={listId}>
        {t('hosted.door.help')}
      </p>
      {list.length === 0 ? (
        <p>{t('hosted.door.empty')}</p>
      ) : (
        <ul className="tk-list tk-stack" aria-describedby={listId}>
          {list.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <Button variant="link" onClick={() => setList(list.filter((e) => e !== email))}>
                {t('hosted.door.remove')}
                <span className="tk-visually-hidden"> {email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="tk-row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <TextField
          label={t('hosted.door.email')}
          type="email"
          autoComplete="off"
          value={typed}
          maxLength={EMAIL_MAX}
          error={problem ? t(`hosted.door.${problem}`) : null}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('hosted.door.add')}
        </Button>
      </form>
      <Button busy={saving} onClick={() => onSave(list)}>
        {t('hosted.door.save')}
      </Button>
      {saved && !changed ? <p role="status">{t('hosted.door.saved')}</p> : null}
      <ErrorNote error={error} />
    </details>
  );
}
