import { useState } from 'react';
import type { HostedEvent } from '@ticketkit/contract';
import { useStore } from '../../context/hooks.ts';
import type { WidgetSdk, WidgetUser } from '../../sdk/types.ts';
import type { Emit } from '../../events.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { DRAFT_KEY, emptyDraft, fromListing, readDraft, toRequest, type HostDraft } from './hostDraft.ts';
import type { ListEventProps } from './ListEvent.tsx';

export interface UseListEventOptions {
  sdk: WidgetSdk;
  emit: Emit;
  onSubmitted?(event: HostedEvent): void;
  /** A draft or a listing sent back, opened to edit: the form starts from it and writes to it. */
  existing?: HostedEvent | null;
}

/** A new draft with the signed-in person's contact details filled in. */
const draftFor = (user: WidgetUser | null) =>
  emptyDraft({ name: user?.displayName, email: user?.email, phone: user?.phoneNumber });

/**
 * The draft's life on this device: restored from the SDK's storage (with when it was started),
 * saved on every change, cleared by "start over" and by a successful `POST /hosted-events`; a
 * signed-out person is sent to sign in with the draft kept. "Save as draft" keeps it on Ticketkit
 * (`submit: false`); once saved, or when an existing listing was opened, every save and the submit
 * go to that listing (`PATCH`), never a new one. Returns ListEvent's props for all that.
 */
export function useListEvent({ sdk, emit, onSubmitted, existing = null }: UseListEventOptions) {
  const session = useStore(sdk.session, (s) => s);
  const [initial] = useState(() => {
    if (existing) return { draft: fromListing(existing), restoredAt: null };
    const stored = readDraft(sdk.storage.get<unknown>(DRAFT_KEY));
    return stored ? { draft: stored, restoredAt: stored.savedAt ?? null } : { draft: draftFor(sdk.session.getState().user), restoredAt: null };
  });
  const [draft, setDraft] = useState<HostDraft>(initial.draft);
  const [restoredAt, setRestoredAt] = useState<string | null>(initial.restoredAt);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<DisplayError | null>(null);
  const [result, setResult] = useState<HostedEvent | null>(null);
  // The listing this form writes to: the one opened, or the one its first "Save as draft" created.
  const [listingId, setListingId] = useState<string | null>(existing?.id ?? null);
  const [savingDraft, setSavingDraft] = useState(false);
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);

  const change = (next: HostDraft) => {
    const saved = { ...next, savedAt: new Date().toISOString() };
    setDraft(saved);
    setDraftSavedAt(null);
    // An opened listing lives on Ticketkit; only a new one is kept on this device while typed.
    if (!listingId) sdk.storage.set(DRAFT_KEY, saved);
  };

  const send = (submit: boolean) => {
    const body = { ...toRequest(draft), submit };
    return listingId ? sdk.api.updateHostedEvent(listingId, body) : sdk.api.createHostedEvent(body);
  };

  const startOver = () => {
    sdk.storage.remove(DRAFT_KEY);
    setDraft(draftFor(session.user));
    setRestoredAt(null);
    setResult(null);
    setSubmitError(null);
    setListingId(null);
    setDraftSavedAt(null);
  };

  /** Sends the listing for review (`submit`) or keeps it as a draft; a signed-out person signs in first. */
  const write = async (submit: boolean) => {
    if (session.status !== 'signed-in') {
      emit('ticketkit:navigate', { to: '/login?source=listyourevent' });
      return;
    }
    const busy = submit ? setSubmitting : setSavingDraft;
    busy(true);
    setSubmitError(null);
    try {
      const written = await send(submit);
      sdk.storage.remove(DRAFT_KEY);
      setRestoredAt(null);
      if (submit) {
        setResult(written);
        onSubmitted?.(written);
      } else {
        setListingId(written.id);
        setDraftSavedAt(written.updatedAt);
      }
    } catch (error) {
      setSubmitError(toDisplayError(error));
    } finally {
      busy(false);
    }
  };

  return {
    draft,
    reviewNote: existing?.status === 'changes-requested' ? existing.reviewNote : null,
    editing: listingId !== null,
    savingDraft,
    draftSavedAt,
    onSaveDraft: () => void write(false),
    restoredAt,
    submitting,
    submitError,
    result,
    signedOut: session.status === 'signed-out',
    onChange: change,
    onStartOver: startOver,
    onSubmit: () => void write(true),
  } satisfies Partial<ListEventProps>;
}
