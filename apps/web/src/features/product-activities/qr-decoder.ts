/** Reads the QR code in a canvas, or null when it holds none. */
export type TQrDecoder = (canvas: HTMLCanvasElement) => Promise<string | null>;

type TBarcodeDetector = { detect(source: HTMLCanvasElement): Promise<{ rawValue: string }[]> };
type TBarcodeDetectorClass = {
  new (options: { formats: string[] }): TBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own detector (Chrome on Android, macOS and ChromeOS, Safari), when it reads QR codes. */
async function nativeDetector(): Promise<TBarcodeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: TBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * ZXing's QR reader alone: trying every barcode format on each frame, as the previous scanner
 * did, took 30 to 100 ms a frame; this reads a clear label in about a millisecond (bench/qr-decode.mjs).
 */
async function zxingDecoder(): Promise<TQrDecoder> {
  const [{ default: QRCodeReader }, { default: RGBLuminanceSource }, { default: BinaryBitmap }, { default: HybridBinarizer }] =
    await Promise.all([
      import('@zxing/library/esm/core/qrcode/QRCodeReader'),
      import('@zxing/library/esm/core/RGBLuminanceSource'),
      import('@zxing/library/esm/core/BinaryBitmap'),
      import('@zxing/library/esm/core/common/HybridBinarizer'),
    ]);
  const reader = new QRCodeReader();
  return async (canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const luma = new Uint8ClampedArray(width * height);
    for (let pixel = 0; pixel < luma.length; pixel += 1) {
      const offset = pixel * 4;
      luma[pixel] = (data[offset]! + 2 * data[offset + 1]! + data[offset + 2]!) >> 2;
    }
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, width, height)))).getText();
    } catch {
      // ZXing reports "no code in this frame" by throwing; the next frame is tried.
      return null;
    } finally {
      reader.reset();
    }
  };
}

export async function createQrDecoder(): Promise<TQrDecoder> {
  const native = await nativeDetector();
  if (!native) return zxingDecoder();
  return async (canvas) => (await native.detect(canvas))[0]?.rawValue ?? null;
}
