import type { HostedEvent } from '@ticketkit/contract';
import { useRef, useState } from 'react';
import type { WidgetSdk } from '../../sdk/types.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import type { CancelEventDialogProps, CancelEventState } from './CancelEventDialog.tsx';
import type { HostedEventActivity } from './HostedEventCard.tsx';
import type { HostedAction } from './hostedLinks.ts';

/**
 * What a host does to listed events from the list: pause and resume at once, cancel only after the
 * dialog has a reason (told to every buyer), save door staff. One request per listing at a time; each
 * answer replaces that listing in `updated`, so the list shows the status the API now holds.
 */
export function useHostedEventActions(sdk: WidgetSdk) {
  const [updated, setUpdated] = useState<Record<string, HostedEvent>>({});
  const [activity, setActivity] = useState<Record<string, HostedEventActivity>>({});
  const [cancel, setCancel] = useState<CancelEventState | null>(null);
  const busy = useRef(new Set<string>());

  const track = (id: string, patch: HostedEventActivity) => setActivity((a) => ({ ...a, [id]: { ...a[id], ...patch } }));
  const landed = (event: HostedEvent) => setUpdated((u) => ({ ...u, [event.id]: event }));

  const send = async (event: HostedEvent, action: HostedAction, note?: string) => {
    if (busy.current.has(event.id)) return false;
    busy.current.add(event.id);
    track(event.id, { acting: action, acted: false, error: null });
    try {
      landed(await sdk.api.actOnHostedEvent(event.id, { action, ...(note ? { note } : {}) }));
      track(event.id, { acting: null, acted: true });
      return true;
    } catch (error) {
      const shown = toDisplayError(error);
      track(event.id, { acting: null, error: action === 'cancel' ? null : shown });
      if (action === 'cancel') setCancel((c) => (c ? { ...c, sending: false, error: shown } : c));
      return false;
    } finally {
      busy.current.delete(event.id);
    }
  };

  const onAct = (event: HostedEvent, action: HostedAction) => {
    if (action === 'cancel') setCancel({ event, reason: '', reasonMissing: false, sending: false, error: null });
    else void send(event, action);
  };

  const cancelDialog: CancelEventDialogProps = {
    state: cancel,
    onReasonChange: (reason) => setCancel((c) => (c ? { ...c, reason, reasonMissing: c.reasonMissing && reason.trim() === '' } : c)),
    onClose: () => setCancel((c) => (c?.sending ? c : null)),
    onConfirm: () => {
      if (!cancel || cancel.sending) return;
      const reason = cancel.reason.trim();
      if (!reason) return setCancel({ ...cancel, reasonMissing: true });
      setCancel({ ...cancel, sending: true, error: null });
      void send(cancel.event, 'cancel', reason).then((ok) => {
        if (ok) setCancel(null);
      });
    },
  };

  const onSaveDoorStaff = async (event: HostedEvent, emails: string[]) => {
    track(event.id, { door: { saving: true, saved: false, error: null } });
    try {
      landed(await sdk.api.setDoorStaff(event.id, { emails }));
      track(event.id, { door: { saving: false, saved: true, error: null } });
    } catch (error) {
      track(event.id, { door: { saving: false, saved: false, error: toDisplayError(error) } });
    }
  };

  return { updated, activity, onAct, cancel: cancelDialog, onSaveDoorStaff: (event: HostedEvent, emails: string[]) => void onSaveDoorStaff(event, emails) };
}
