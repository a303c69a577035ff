import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkInCodes, firstDoorCheckIn, SESSION_LATER, SESSION_TONIGHT } from '../../fixtures/checkIn.ts';
import { HINDI_DARK, never, withSdk } from '../../fixtures/stories.ts';
import { CheckIn } from './CheckIn.tsx';
import { CheckInContainer } from './CheckInContainer.tsx';
import type { Verdict } from './verifyTicket.ts';

const asha: Verdict = { outcome: 'admitted', ticketId: 'tkt_asha_1', ticketType: 'General', attendeeLabel: 'Asha R.', firstCheckIn: null };
const verdict = (patch: Partial<Verdict>): Verdict => ({ ...asha, ...patch });
const AT = '2026-11-24T13:32:00.000Z';

const meta = {
  title: 'Hosting/CheckIn',
  component: CheckIn,
  args: {
    title: 'Jazz on the Lawn',
    sessions: [
      { value: SESSION_TONIGHT, label: '24 Nov 2026 7:00 pm · Lawn, Ramdaspeth' },
      { value: SESSION_LATER, label: '26 Nov 2026 7:00 pm · Lawn, Ramdaspeth' },
    ],
    choice: { sessionId: SESSION_TONIGHT, door: 'Gate 2' },
    lastChoice: { sessionId: SESSION_TONIGHT, door: 'Gate 2' },
    onStart: fn(),
    onChange: fn(),
    status: { online: true, queued: 0, admittedHere: 42, checkedIn: 118 },
    camera: 'running',
    onCode: fn(),
    result: null,
    opensAt: '2026-11-26T10:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    onNext: fn(),
    conflicts: [],
    onDismissConflict: fn(),
  },
} satisfies Meta<typeof CheckIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer fills the screen with its words, spoken as an alert, and its button has the focus. */
const shows = (title: string, ...lines: (string | RegExp)[]): Story['play'] =>
  async function play({ canvasElement, args }) {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(c.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    for (const line of lines) await expect(alert).toHaveTextContent(line);
    const next = c.getByRole('button', { name: 'Scan next ticket' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalled();
  };

export const ChooseDoor: Story = {
  args: { choice: null, lastChoice: { sessionId: '', door: '' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Start checking' }));
    await expect(c.getByText('Choose the session this door checks.')).toBeVisible();
    await expect(c.getByText('Give this door a name.')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Session' }), SESSION_TONIGHT);
    await userEvent.type(c.getByRole('textbox', { name: /Door name/ }), 'Gate 2');
    await userEvent.click(c.getByRole('button', { name: 'Start checking' }));
    await expect(args.onStart).toHaveBeenCalledWith({ sessionId: SESSION_TONIGHT, door: 'Gate 2' });
  },
};

export const Scanning: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Hold the ticket’s QR code inside the frame.')).toBeVisible();
    await expect(c.getByText('Admitted at this door: 42')).toBeVisible();
    await expect(c.getByText('Checked in at all doors: 118')).toBeVisible();
    await expect(c.getByText('Online')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Change door or session' }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Admitted: Story = { args: { result: asha }, play: shows('Admitted', 'Asha R. · General') };
export const AlreadyCheckedIn: Story = {
  args: { result: verdict({ outcome: 'already-checked-in', attendeeLabel: 'Ravi K.', ticketId: 'tkt_ravi_1', firstCheckIn: { at: AT, door: 'Gate 1' } }) },
  play: shows('Already checked in', 'Ravi K. · General', 'Checked in at Gate 1 at 7:02 pm'),
};
export const WrongEvent: Story = { args: { result: verdict({ outcome: 'wrong-event', attendeeLabel: null, ticketType: null, ticketId: null }) }, play: shows('Wrong event', 'This ticket is for another event.') };
export const WrongSession: Story = { args: { result: verdict({ outcome: 'wrong-session', attendeeLabel: 'Kabir D.' }) }, play: shows('Wrong session', 'Kabir D. · General', 'another date or time') };
export const CancelledOrRefunded: Story = { args: { result: verdict({ outcome: 'revoked', attendeeLabel: 'Meera S.' }) }, play: shows('Cancelled or refunded', 'Meera S.', 'Do not admit.') };
export const NotValidYet: Story = {
  args: { choice: { sessionId: SESSION_LATER, door: 'Gate 2' }, result: verdict({ outcome: 'not-valid-yet', attendeeLabel: 'Kabir D.' }) },
  play: shows('Not valid yet', /Doors for this session open at .*26 November 2026.*4:00 pm/),
};
export const Invalid: Story = { args: { result: verdict({ outcome: 'invalid', attendeeLabel: null, ticketType: null, ticketId: null }) }, play: shows('Invalid ticket', 'not a genuine ticket') };
export const OlderTicketOffline: Story = {
  args: { status: { online: false, queued: 1, admittedHere: 42, checkedIn: 118 }, result: verdict({ outcome: 'pending', attendeeLabel: null, ticketType: null, ticketId: null }) },
  play: shows('Will be checked when online', 'only the server can check it'),
};

export const OfflineWithQueue: Story = {
  args: { status: { online: false, queued: 7, admittedHere: 49, checkedIn: 125 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Offline: tickets are checked on this device')).toBeVisible();
    await expect(c.getByText(/7 scans waiting to sync/)).toBeVisible();
  },
};

export const SyncConflict: Story = {
  args: {
    status: { online: true, queued: 0, admittedHere: 48, checkedIn: 125 },
    conflicts: [{ scanId: 'scan_a1', outcome: 'already-checked-in', ticketId: 'tkt_asha_1', attendeeLabel: 'Asha R.', ticketType: 'General', firstCheckIn: { at: AT, door: 'Gate 1' } }],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('Ticket Asha R. (tkt_asha_1) was already admitted at Gate 1 at 7:02 pm.');
    await userEvent.click(c.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissConflict).toHaveBeenCalledWith('scan_a1');
  },
};

/** Without the camera the door types codes: the same check answers them. */
export const CameraDenied: Story = {
  args: { camera: 'denied' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The camera is not allowed on this page.');
    await expect(c.queryByLabelText('Camera view')).toBeNull();
    await userEvent.type(c.getByRole('textbox', { name: /Ticket code/ }), 'TK2.abc.def{Enter}');
    await expect(args.onCode).toHaveBeenCalledWith('TK2.abc.def');
  },
};

export const CameraUnavailable: Story = {
  args: { camera: 'unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No camera can be used here.');
  },
};

const refusedBatch = {
  scanId: 's_lost',
  outcome: 'not-synced' as const,
  errorCode: 'not-found',
  ticketId: 'tkt_asha_1',
  attendeeLabel: 'Asha R.',
  ticketType: null,
  firstCheckIn: null,
};
const refused = { error: { code: 'not-found', message: 'Not found', status: 404, retryable: false, severity: 'error' as const }, refused: true };

/** The server refused a batch for good: the door is told what happened and what to do, and which tickets. */
export const SyncRefused: Story = {
  args: { syncError: refused, conflicts: [refusedBatch] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Ask the event’s host whether you are still on the door staff/)).toBeVisible();
    await expect(c.getByText(/Ticket Asha R. \(tkt_asha_1\) was not recorded: the server refused it \(not-found\)/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissConflict).toHaveBeenCalledWith('s_lost');
  },
};

export const SyncRefusedInHindi: Story = {
  args: { syncError: refused, conflicts: [refusedBatch] },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/क्या आप अब भी द्वार स्टाफ़ में हैं/)).toBeVisible();
  },
};

/** A sync that failed and will be tried again: said while online; offline the status line says it. */
export const SyncRetrying: Story = {
  args: {
    status: { online: true, queued: 3, admittedHere: 42, checkedIn: 118 },
    syncError: { error: { code: 'unavailable', message: 'Unavailable', status: 503, retryable: true, severity: 'error' }, refused: false },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/They are kept on this device and sent again by themselves/)).toBeVisible();
    await expect(c.getByText('3 scans waiting to sync', { exact: false })).toBeVisible();
  },
};

/** A scan that could not be checked at all still tells the door what to do. */
export const CheckFailed: Story = {
  args: { checkError: { code: 'internal', message: 'Internal', retryable: false, severity: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This scan was not checked. Scan the ticket again or type its code');
  },
};

export const AdmittedInHindi: Story = {
  args: { result: asha },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'प्रवेश दें', level: 3 })).toBeVisible();
  },
};

export const AdmittedDark: Story = {
  args: { result: asha },
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: shows('Admitted', 'Asha R. · General'),
};

/** The container over the fixture door: a code signed with the fixture event's real key, typed in. */
export const DoorTypedEntry: StoryObj<typeof CheckInContainer> = {
  render: () => <CheckInContainer hostedEventId="hev_jazz" />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const codes = await checkInCodes();
    await userEvent.selectOptions(await c.findByRole('combobox', { name: 'Session' }), SESSION_TONIGHT);
    await userEvent.type(c.getByRole('textbox', { name: /Door name/ }), 'Gate 2');
    await userEvent.click(c.getByRole('button', { name: 'Start checking' }));
    await userEvent.type(c.getByRole('textbox', { name: /Ticket code/ }), `${codes.alreadyCheckedIn}{Enter}`);
    await expect(await c.findByRole('heading', { name: 'Already checked in', level: 3 })).toBeVisible();
    await expect(c.getByText(new RegExp(`Checked in at ${firstDoorCheckIn.door} at`))).toBeVisible();
  },
};

// Every state again in Hindi and the dark theme: the door reads it in its language, answers fill the
// screen as in English, and the next scan's button has the focus.
const dekhe = (title: string, ...lines: (string | RegExp)[]): Story['play'] =>
  async function play({ canvasElement }) {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: title, level: 3 })).toBeVisible();
    const alert = c.getByRole('alert');
    for (const line of lines) await expect(alert).toHaveTextContent(line);
    await expect(c.getByRole('button', { name: 'अगला टिकट स्कैन करें' })).toHaveFocus();
  };

export const ChooseDoorHindiDark: Story = {
  args: ChooseDoor.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'जाँच शुरू करें' }));
    await expect(c.getByText('वह सत्र चुनें जिसकी जाँच यह द्वार करेगा।')).toBeVisible();
    await expect(c.getByText('इस द्वार को एक नाम दें।')).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'सत्र' }), SESSION_TONIGHT);
    await userEvent.type(c.getByRole('textbox', { name: /^द्वार का नाम/ }), 'गेट 2');
    await userEvent.click(c.getByRole('button', { name: 'जाँच शुरू करें' }));
    await expect(args.onStart).toHaveBeenCalledWith({ sessionId: SESSION_TONIGHT, door: 'गेट 2' });
  },
};

export const ScanningHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('टिकट का QR कोड फ़्रेम के अंदर रखें।')).toBeVisible();
    await expect(c.getByText('इस द्वार से प्रवेश: 42')).toBeVisible();
    await expect(c.getByText('सभी द्वारों पर चेक-इन: 118')).toBeVisible();
    await expect(c.getByRole('button', { name: 'द्वार या सत्र बदलें' })).toBeVisible();
  },
};

export const AdmittedHindiDark: Story = { args: Admitted.args, globals: HINDI_DARK, play: dekhe('प्रवेश दें', 'Asha R. · General') };
export const AlreadyCheckedInHindiDark: Story = { args: AlreadyCheckedIn.args, globals: HINDI_DARK, play: dekhe('पहले ही चेक-इन हो चुका', 'Gate 1 पर शाम 7:02 बजे चेक-इन हुआ। दोबारा प्रवेश न दें।') };
export const WrongEventHindiDark: Story = { args: WrongEvent.args, globals: HINDI_DARK, play: dekhe('गलत इवेंट', 'यह टिकट किसी दूसरे इवेंट का है। प्रवेश न दें।') };
export const WrongSessionHindiDark: Story = { args: WrongSession.args, globals: HINDI_DARK, play: dekhe('गलत सत्र', 'Kabir D. · General', 'यह टिकट इसी इवेंट की किसी दूसरी तारीख़ या समय का है।') };
export const CancelledOrRefundedHindiDark: Story = { args: CancelledOrRefunded.args, globals: HINDI_DARK, play: dekhe('रद्द या रिफ़ंड किया गया', 'प्रवेश न दें।') };
export const NotValidYetHindiDark: Story = { args: NotValidYet.args, globals: HINDI_DARK, play: dekhe('अभी मान्य नहीं', /इस सत्र के द्वार .*2026.* बजे खुलेंगे।/) };
export const InvalidHindiDark: Story = { args: Invalid.args, globals: HINDI_DARK, play: dekhe('अमान्य टिकट', 'यह असली टिकट नहीं है') };
export const OlderTicketOfflineHindiDark: Story = { args: OlderTicketOffline.args, globals: HINDI_DARK, play: dekhe('ऑनलाइन होने पर जाँचा जाएगा', 'केवल सर्वर जाँच सकता है') };

export const OfflineWithQueueHindiDark: Story = {
  args: OfflineWithQueue.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('ऑफ़लाइन: टिकट इसी डिवाइस पर जाँचे जा रहे हैं')).toBeVisible();
    await expect(c.getByText(/7 स्कैन सिंक होने की प्रतीक्षा में/)).toBeVisible();
  },
};

export const SyncConflictHindiDark: Story = {
  args: SyncConflict.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'ध्यान दें' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('टिकट Asha R. (tkt_asha_1) को Gate 1 पर शाम 7:02 बजे पहले ही प्रवेश मिल चुका था।');
    await expect(c.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  },
};

export const CameraDeniedHindiDark: Story = {
  args: CameraDenied.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('इस पेज पर कैमरे की अनुमति नहीं है।');
    await expect(c.getByRole('textbox', { name: /^टिकट कोड/ })).toBeVisible();
  },
};

export const CameraUnavailableHindiDark: Story = {
  args: CameraUnavailable.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('यहाँ कोई कैमरा उपलब्ध नहीं है।');
  },
};

export const SyncRefusedHindiDark: Story = {
  args: SyncRefused.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/क्या आप अब भी द्वार स्टाफ़ में हैं/)).toBeVisible();
    await expect(c.getByText(/टिकट Asha R. \(tkt_asha_1\) दर्ज नहीं हुआ/)).toBeVisible();
  },
};

export const SyncRetryingHindiDark: Story = {
  args: SyncRetrying.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/अपने-आप फिर से भेजे जाएँगे/)).toBeVisible();
    await expect(c.getByText(/3 स्कैन सिंक होने की प्रतीक्षा में/)).toBeVisible();
  },
};

export const CheckFailedHindiDark: Story = {
  args: CheckFailed.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('यह स्कैन जाँचा नहीं गया।');
  },
};

/** While the door's kit downloads: the door's setup in outline, under a spoken status. */
export const DoorLoading: StoryObj<typeof CheckInContainer> = {
  render: () => <CheckInContainer hostedEventId="hev_jazz" />,
  parameters: withSdk({ getCheckInKit: never }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = await c.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Getting this event’s tickets ready for the door…');
    await expect(c.getByText('This door')).toBeVisible();
    await expect(c.queryByRole('combobox')).toBeNull();
  },
};

export const DoorLoadingHindiDark: StoryObj<typeof CheckInContainer> = {
  ...DoorLoading,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('status')).toHaveTextContent('इस इवेंट के टिकट द्वार के लिए तैयार हो रहे हैं…');
    await expect(c.getByText('यह द्वार')).toBeVisible();
    await expect(c.queryByRole('combobox')).toBeNull();
  },
};
