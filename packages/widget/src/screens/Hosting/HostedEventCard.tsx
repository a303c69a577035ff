import type { HostedEvent } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { DoorStaffEditor } from './DoorStaffEditor.tsx';
import { actionsFor, hasDoor, linksFor, type HostedAction, type HostedHrefs } from './hostedLinks.ts';
import { hostingMessages } from './messages.ts';
import { STATUS_TONE } from './statusTone.ts';

/** What is under way or went wrong for one listing: an action being sent, its outcome, the door staff save. */
export interface HostedEventActivity {
  acting?: HostedAction | null;
  /** The status an action just led to, said once. */
  acted?: boolean;
  error?: DisplayError | null;
  door?: { saving: boolean; saved: boolean; error: DisplayError | null };
}

export interface HostedEventCardProps {
  event: HostedEvent;
  hrefs: HostedHrefs;
  activity?: HostedEventActivity;
  onNavigate(to: string): void;
  onAct(event: HostedEvent, action: HostedAction): void;
  onSaveDoorStaff(event: HostedEvent, emails: string[]): void;
  doorOpen?: boolean;
}

const NOTE_STATUSES = new Set(['changes-requested', 'rejected']);

/**
 * One listing: its status, the reviewer's note, the links and actions that apply, its door staff.
 * Links and actions read short, and are named after the event so a list of them tells cards apart.
 */
export function HostedEventCard({ event: e, hrefs, activity = {}, onNavigate, onAct, onSaveDoorStaff, doorOpen }: HostedEventCardProps) {
  const f = useFormat();
  const t = hostingMessages.useT();
  const cancelNote = e.status === 'cancelled' ? ([...e.history].reverse().find((h) => h.status === 'cancelled')?.note ?? null) : null;
  const note = NOTE_STATUSES.has(e.status) ? e.reviewNote : cancelNote;
  const links = linksFor(e);
  const actions = actionsFor(e);
  return (
    <li part="card" className="tk-card tk-stack" data-status={e.status}>
      <h3 part="heading">{e.title}</h3>
      <p className="tk-row">
        <Badge tone={STATUS_TONE[e.status]}>{t(`hosted.status.${e.status}`)}</Badge>
        <span>{t('hosted.dates', { count: e.sessions.length })}</span>
      </p>
      {e.sessions[0] ? <p className="tk-muted">{t('hosted.first', { date: f.dateTime(e.sessions[0].startsAt) })}</p> : null}
      <p className="tk-muted">
        {e.venue.name}, {e.venue.address}
      </p>
      {note ? (
        <figure className="tk-stack tk-reviewer-note">
          <figcaption>{t(`hosted.note.${e.status as 'changes-requested' | 'rejected' | 'cancelled'}`)}</figcaption>
          <blockquote className="tk-note">{note}</blockquote>
        </figure>
      ) : null}
      {activity.acted ? (
        <p className="tk-alert" role="status">
          {t(`hosted.acted.${e.status as 'paused' | 'approved' | 'cancelled'}`, { title: e.title })}
        </p>
      ) : null}
      {links.length + actions.length > 0 ? (
        <div className="tk-row">
          {links.map((link) => (
            <NavigateLink
              key={link}
              variant={link === 'edit' ? undefined : 'secondary'}
              to={hrefs[link](e)}
              onNavigate={onNavigate}
              label={t(`hosted.linkOf.${link}`, { title: e.title })}
            >
              {t(`hosted.link.${link}`)}
            </NavigateLink>
          ))}
          {actions.map((action) => (
            <Button key={action} variant="secondary" data-tone={action === 'cancel' ? 'danger' : undefined} busy={activity.acting === action} aria-label={t(`hosted.actionOf.${action}`, { title: e.title })} onClick={() => onAct(e, action)}>
              {t(`hosted.action.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <ErrorNote error={activity.error} />
      {hasDoor(e) ? (
        <DoorStaffEditor
          emails={e.doorStaff}
          saving={activity.door?.saving}
          saved={activity.door?.saved}
          error={activity.door?.error}
          initiallyOpen={doorOpen}
          onSave={(emails) => onSaveDoorStaff(e, emails)}
        />
      ) : null}
    </li>
  );
}
