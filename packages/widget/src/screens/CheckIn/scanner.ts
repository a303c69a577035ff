/** What the door needs of a barcode detector: the browser's own or the polyfill's. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

type DetectorClass = new (options: { formats: string[] }) => QrDetector;

/**
 * The browser's BarcodeDetector where it has one; elsewhere the polyfill over zxing-wasm, loaded
 * only now (never with the embed's first screen), with its WebAssembly from this site's own
 * bundle rather than the CDN the library would otherwise fetch it from.
 */
export async function loadDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([import('barcode-detector/ponyfill'), import('zxing-wasm/reader/zxing_reader.wasm?url&no-inline')]);
  await prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
