import { REVIEW_NOTE_MAX } from '@ticketkit/contract/rules';
import type { HostedEvent } from '@ticketkit/contract';
import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { hostingMessages } from './messages.ts';

/** The cancel dialog's state: which event, the reason as typed, and how its sending goes. */
export interface CancelEventState {
  event: HostedEvent;
  reason: string;
  /** True once Cancel was pressed with no reason. */
  reasonMissing: boolean;
  sending: boolean;
  error: DisplayError | null;
}

export interface CancelEventDialogProps {
  state: CancelEventState | null;
  onReasonChange(reason: string): void;
  onConfirm(): void;
  onClose(): void;
}

/** Asks for the reason every buyer is told before an event is cancelled and everyone refunded. */
export function CancelEventDialog({ state, onReasonChange, onConfirm, onClose }: CancelEventDialogProps) {
  const t = hostingMessages.useT();
  const headingId = useId();
  return (
    <Dialog open={state !== null} labelledBy={headingId} onClose={onClose} refocusOn={state?.reasonMissing ? state : null}>
      {state ? (
        <form
          className="tk-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          <h3 part="heading" id={headingId}>{t('hosted.cancel.heading', { title: state.event.title })}</h3>
          <p>{t('hosted.cancel.body')}</p>
          <TextAreaField
            label={t('hosted.cancel.reason')}
            error={state.reasonMissing ? t('hosted.cancel.reasonRequired') : null}
            value={state.reason}
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            data-initial-focus={state.reasonMissing || undefined}
            onChange={(e) => onReasonChange(e.target.value)}
          />
          <ErrorNote error={state.error} />
          <div className="tk-row">
            <Button type="submit" data-tone="danger" busy={state.sending}>
              {t('hosted.cancel.confirm')}
            </Button>
            <Button data-initial-focus={state.reasonMissing ? undefined : true} variant="secondary" aria-disabled={state.sending || undefined} onClick={state.sending ? undefined : onClose}>
              {t('hosted.cancel.keep')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
