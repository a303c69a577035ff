// The door's element on a page of its own, for a Chromium whose camera is a video file: the kit is
// what the test (standing in for the API, which signs with the event's key) puts on `window`.
import type { CheckInKit } from '@ticketkit/contract';
import '../../packages/widget/src/styles/index.css';
import { defineTicketkitElements } from '../../packages/widget/src/elements/defineElements.ts';
import { loadScreen } from '../../packages/widget/src/elements/loadScreen.ts';
import { createFakeSdk } from '../../packages/widget/src/fixtures/fakeSdk.ts';

const kit = (window as unknown as { checkInKit: CheckInKit }).checkInKit;
// The server's answer is not under test here: scans stay queued, as on a door without network.
const sdk = createFakeSdk({ api: { getCheckInKit: async () => kit, submitCheckIns: () => new Promise(() => {}) } });
defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
const door = document.createElement('ticketkit-check-in');
door.setAttribute('event-id', kit.hostedEventId);
document.body.append(door);
