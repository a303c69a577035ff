// A QR code as a camera: Chromium plays a .y4m file to every getUserMedia() call when launched with
//   --use-fake-device-for-media-stream --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=<file>
// (`fakeCameraArgs(file)` gives all three; the second grants the camera without a prompt). The file
// loops, so a door's scanner sees the code for as long as the page runs.
//
//   const file = await fakeCameraVideo(ticketCode, path.join(tmp, 'ticket.y4m'));
//   const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...fakeCameraArgs(file)] });
import { writeFile } from 'node:fs/promises';
import qrcode from 'qrcode-generator';

export interface FakeCameraOptions {
  width?: number;
  height?: number;
  fps?: number;
  seconds?: number;
}

/** Modules of white around the code, as the QR standard asks, so any decoder finds it. */
const QUIET_ZONE = 4;
const WHITE = 235;
const BLACK = 16;
const NEUTRAL_CHROMA = 128;

/** One grey frame (Y plane) with the QR code of `text` centred, as large as fits with its quiet zone. */
function qrFrame(text: string, width: number, height: number): Uint8Array {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const scale = Math.floor((Math.min(width, height) * 0.9) / (modules + 2 * QUIET_ZONE));
  if (scale < 2) throw new Error(`a ${modules}-module code does not fit a ${width}x${height} frame at 2 pixels a module`);
  const size = modules * scale;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const luma = new Uint8Array(width * height).fill(WHITE);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.isDark(row, col)) continue;
      for (let y = 0; y < scale; y++) luma.fill(BLACK, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
    }
  }
  return luma;
}

/**
 * Writes `file`: an uncompressed YUV4MPEG2 (4:2:0) video of `text`'s QR code, a few seconds long,
 * for Chromium's fake camera. Returns the file's path.
 */
export async function fakeCameraVideo(text: string, file: string, options: FakeCameraOptions = {}): Promise<string> {
  const { width = 640, height = 480, fps = 10, seconds = 2 } = options;
  if (width % 2 || height % 2) throw new Error('4:2:0 video needs an even width and height');
  const luma = qrFrame(text, width, height);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(NEUTRAL_CHROMA);
  const frameHeader = Buffer.from('FRAME\n');
  const frame = Buffer.concat([frameHeader, luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: fps * seconds }, () => frame)]));
  return file;
}

/** Chromium's flags that make `file` its only camera and grant it without asking. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
