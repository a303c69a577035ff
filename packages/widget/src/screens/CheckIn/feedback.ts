import type { Verdict } from './verifyTicket.ts';

/** How each answer sounds and feels, so the door can tell them apart without looking. */
const CUES: Record<Verdict['outcome'], { tones: number[]; vibrate: number[] }> = {
  admitted: { tones: [880], vibrate: [80] },
  'already-checked-in': { tones: [440, 440], vibrate: [120, 80, 120] },
  'wrong-event': { tones: [330, 330], vibrate: [120, 80, 120] },
  'wrong-session': { tones: [330, 330], vibrate: [120, 80, 120] },
  'not-valid-yet': { tones: [520, 390], vibrate: [120, 80, 120] },
  revoked: { tones: [220, 220, 220], vibrate: [250, 100, 250] },
  invalid: { tones: [220, 220, 220], vibrate: [250, 100, 250] },
  pending: { tones: [660, 660], vibrate: [60, 60, 60] },
};

const TONE_S = 0.14;
const GAP_S = 0.08;

let audio: AudioContext | null = null;

/** Browsers start audio only after a tap: the door's Start button calls this. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => {});
}

/** A short beep pattern and a vibration for an answer, where the device allows them. */
export function playCue(outcome: Verdict['outcome']): void {
  const cue = CUES[outcome];
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(cue.vibrate);
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  cue.tones.forEach((frequency, i) => {
    const at = start + i * (TONE_S + GAP_S);
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + TONE_S);
    osc.connect(gain).connect(audio!.destination);
    osc.start(at);
    osc.stop(at + TONE_S);
  });
}
