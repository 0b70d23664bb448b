// The scanner's loop as the web app runs it (qr-scanner-modal.tsx), in a bare page: the camera's
// picture, the square in its middle drawn at 300 px, decoded until a code is read.
import { QR_SCAN_BOX_PX, QR_SCAN_FPS } from '@opentrace/domain';
import { scanRegion } from '../../apps/web/src/features/product-activities/camera.ts';
import { createQrDecoder } from '../../apps/web/src/features/product-activities/qr-decoder.ts';

type TScanResult =
  { text: string; cameraMs: number; readMs: number; frames: number; decodeMs: number[]; native: boolean } | { error: string };

const report = (result: TScanResult) => {
  (window as unknown as { scanResult: TScanResult }).scanResult = result;
};

async function scan(): Promise<void> {
  const started = performance.now();
  const [decode, media] = await Promise.all([
    createQrDecoder(),
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
  ]);
  const video = document.querySelector('video');
  if (!video) throw new Error('no video element');
  video.srcObject = media;
  await video.play();
  const playing = performance.now();
  const canvas = document.createElement('canvas');
  canvas.width = QR_SCAN_BOX_PX;
  canvas.height = QR_SCAN_BOX_PX;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  const decodeMs: number[] = [];
  const frame = async () => {
    if (video.videoWidth > 0) {
      const region = scanRegion(video, QR_SCAN_BOX_PX);
      context.drawImage(video, region.x, region.y, region.side, region.side, 0, 0, QR_SCAN_BOX_PX, QR_SCAN_BOX_PX);
      const decodeStarted = performance.now();
      const text = await decode(canvas);
      decodeMs.push(performance.now() - decodeStarted);
      if (text) {
        report({
          text,
          cameraMs: playing - started,
          readMs: performance.now() - playing,
          frames: decodeMs.length,
          decodeMs,
          native: 'BarcodeDetector' in window,
        });
        return;
      }
    }
    setTimeout(() => void frame(), 1000 / QR_SCAN_FPS);
  };
  await frame();
}

scan().catch((error: unknown) => report({ error: String(error) }));
