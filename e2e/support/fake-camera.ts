import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { create } from 'qrcode';

/**
 * A camera for the scanner: Chromium's fake capture device films a file instead of a webcam. It
 * takes raw video only as Y4M (YUV4MPEG2), which is why the frame is written by hand here. Chromium
 * reads the file each time a page starts the camera, not at launch, so a test can put the QR code
 * it learnt at run time in front of the camera just before scanning.
 */
type TFakeCamera = { show(text: string): void };

const WIDTH = 640;
const HEIGHT = 480;
/** Large modules, as a label held close to a phone: the scanner reads only the middle of the view. */
const MODULE_PX = 8;
/** The white margin the QR standard asks for: without it the finder patterns merge into the background. */
const QUIET_ZONE_MODULES = 4;
const BLACK = 0;
const WHITE = 255;
/** The backdrop around the label, darker than the paper. */
const GREY = 128;

/** One frame, played in a loop: a white label carrying the QR code of `text` in the middle of a grey scene. */
function qrVideo(text: string): Buffer {
  const { modules } = create(text);
  const labelPx = (modules.size + 2 * QUIET_ZONE_MODULES) * MODULE_PX;
  const left = Math.floor((WIDTH - labelPx) / 2);
  const top = Math.floor((HEIGHT - labelPx) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, GREY);
  for (let y = 0; y < labelPx; y += 1) {
    for (let x = 0; x < labelPx; x += 1) {
      const row = Math.floor(y / MODULE_PX) - QUIET_ZONE_MODULES;
      const column = Math.floor(x / MODULE_PX) - QUIET_ZONE_MODULES;
      const inCode = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      luma[(top + y) * WIDTH + left + x] = inCode && modules.get(row, column) ? BLACK : WHITE;
    }
  }
  // Black, white and grey carry no colour: both quarter-size chroma planes stay neutral.
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}

/**
 * Playwright's `test` whose browser has the fake camera, and a `camera` fixture to choose what it
 * shows. Only the specs that import it launch such a browser; the others keep one without a camera.
 */
export const test = base.extend<{ camera: TFakeCamera }, { cameraFile: string }>({
  cameraFile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'opentrace-e2e-camera-'));
      await use(path.join(dir, 'camera.y4m'));
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, use) => {
      const camera = [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${cameraFile}`,
      ];
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...camera] });
    },
    { scope: 'worker' },
  ],
  camera: async ({ cameraFile }, use) => {
    await use({
      show(text) {
        // Replaced whole, so a camera still filming the previous file never reads a half-written one.
        writeFileSync(`${cameraFile}.next`, qrVideo(text));
        renameSync(`${cameraFile}.next`, cameraFile);
      },
    });
  },
});
