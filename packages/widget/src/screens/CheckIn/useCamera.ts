import { useEffect, useRef, useState } from 'react';
import { loadDetector } from './scanner.ts';

export type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

const FRAME_MS = 120;
/** The same code held in front of the camera is read once, not once a frame. */
const SAME_CODE_MS = 3000;

/**
 * The device camera, read for QR codes while `active`: the back camera where there is one. Codes
 * found while `paused` (a result is on screen) are ignored; the camera keeps running so the next
 * scan starts at once.
 */
export function useCamera(active: boolean, paused: boolean, onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const latest = useRef({ paused, onCode });
  latest.current = { paused, onCode };

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    setState('starting');
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setState(error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable');
      }
      const video = videoRef.current;
      if (stopped || !video) return stream.getTracks().forEach((t) => t.stop());
      video.srcObject = stream;
      await video.play().catch(() => {});
      const detector = await loadDetector().catch(() => null);
      if (stopped) return;
      if (!detector) return setState('unavailable');
      setState('running');
      const tick = async () => {
        if (stopped) return;
        if (!latest.current.paused && video.readyState >= 2) {
          const found = await detector.detect(video).catch(() => []);
          const code = found[0]?.rawValue;
          const now = Date.now();
          if (code && !stopped && (code !== last.code || now - last.at > SAME_CODE_MS)) {
            last = { code, at: now };
            latest.current.onCode(code);
          }
        }
        timer = setTimeout(tick, FRAME_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [active]);

  return { state, videoRef };
}
