// QR decoding speed: how long one camera frame takes to decode, for the frames the end-to-end camera
// scan films (the same label drawing as e2e/support/fake-camera.ts: a 640 × 480 grey scene with a
// white label in the middle) at several label sizes, cropped to the scanner's box the way the web
// app's scanner crops it. Decoders: ZXing-js's QR reader (the web app's fallback where the browser
// has no BarcodeDetector, as Chromium on Linux has none) and ZXing-js trying every format, as
// html5-qrcode, the previous scanner, was configured.
// Usage: npm run bench:qr   (BENCH_RUNS=30 frames per case by default)
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'qrcode';
import { ROOT, round, summarize, verdict, writeResult } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The read must take well under a second at 10 frames a second: 2 s is the goal for a whole scan. */
const GOAL_FRAME_MS = 50;
const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE_MODULES = 4;
/** A product label's text, as long as the demo's and the e2e's (a product ID code). */
const TEXT = 'BALE-E2E-1764151234567-1';
/** The box side in video pixels: 300 CSS px over a 640-px video shown about 408 px wide in the modal. */
const BOX_VIDEO_PX = Math.round((300 * WIDTH) / 408);
/** The scanner decodes the box drawn at its CSS size (spec §9: 300 px), whatever the camera's resolution. */
const CANVAS_PX = 300;

const require = createRequire(path.join(ROOT, 'apps/web/package.json'));
const ZXing = require('@zxing/library');

/** Luma of one frame: a white label of `modulePx`-pixel modules centred in a grey scene. */
function frame(modulePx) {
  const { modules } = create(TEXT);
  const labelPx = (modules.size + 2 * QUIET_ZONE_MODULES) * modulePx;
  const left = Math.floor((WIDTH - labelPx) / 2);
  const top = Math.floor((HEIGHT - labelPx) / 2);
  const luma = new Uint8ClampedArray(WIDTH * HEIGHT).fill(128);
  for (let y = 0; y < labelPx; y += 1) {
    for (let x = 0; x < labelPx; x += 1) {
      const row = Math.floor(y / modulePx) - QUIET_ZONE_MODULES;
      const column = Math.floor(x / modulePx) - QUIET_ZONE_MODULES;
      const inCode = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      luma[(top + y) * WIDTH + left + x] = inCode && modules.get(row, column) ? 0 : 255;
    }
  }
  return { luma, labelPx };
}

/**
 * The centred box of `boxPx` video pixels drawn into a `side`-pixel canvas, as the scanner draws it
 * (bilinear sampling, as a canvas scales), as luma.
 */
function crop(luma, boxPx, side) {
  const left = (WIDTH - boxPx) / 2;
  const top = (HEIGHT - boxPx) / 2;
  const scale = boxPx / side;
  const at = (x, y) => {
    const cx = Math.min(WIDTH - 1, Math.max(0, x));
    const cy = Math.min(HEIGHT - 1, Math.max(0, y));
    return luma[cy * WIDTH + cx];
  };
  const gray = new Uint8ClampedArray(side * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const sx = left + (x + 0.5) * scale - 0.5;
      const sy = top + (y + 0.5) * scale - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const value =
        at(x0, y0) * (1 - fx) * (1 - fy) + at(x0 + 1, y0) * fx * (1 - fy) + at(x0, y0 + 1) * (1 - fx) * fy + at(x0 + 1, y0 + 1) * fx * fy;
      gray[y * side + x] = value;
    }
  }
  return { gray, side };
}

/** The web app's fallback (apps/web/src/features/product-activities/qr-decoder.ts). */
function qrReader() {
  const reader = new ZXing.QRCodeReader();
  return (image) => {
    const source = new ZXing.RGBLuminanceSource(image.gray, image.side, image.side);
    try {
      return reader.decode(new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(source))).getText();
    } catch {
      return null;
    }
  };
}

function multiFormatReader(formats) {
  const hints = new Map([
    [ZXing.DecodeHintType.POSSIBLE_FORMATS, formats],
    [ZXing.DecodeHintType.TRY_HARDER, false],
  ]);
  return (image) => {
    const reader = new ZXing.MultiFormatReader();
    reader.setHints(hints);
    const source = new ZXing.RGBLuminanceSource(image.gray, image.side, image.side);
    try {
      return reader.decode(new ZXing.BinaryBitmap(new ZXing.HybridBinarizer(source))).getText();
    } catch {
      return null;
    }
  };
}

// RSS Expanded is left out: ZXing-js prints a warning each time its reader is made.
const ALL_FORMATS = Object.values(ZXing.BarcodeFormat).filter(
  (value) => typeof value === 'number' && value !== ZXing.BarcodeFormat.RSS_EXPANDED,
);
const decoders = {
  'QR reader (web app fallback)': qrReader(),
  'every format (html5-qrcode as it was set up)': multiFormatReader(ALL_FORMATS),
};

const cases = [
  { label: 'e2e label (8-px modules)', modulePx: 8 },
  { label: 'a third of the box', modulePx: Math.floor(BOX_VIDEO_PX / 3 / (create(TEXT).modules.size + 2 * QUIET_ZONE_MODULES)) },
  { label: 'half the box', modulePx: Math.floor(BOX_VIDEO_PX / 2 / (create(TEXT).modules.size + 2 * QUIET_ZONE_MODULES)) },
];

const results = [];
console.log(
  `Decoding the ${BOX_VIDEO_PX}-px box of a ${WIDTH} × ${HEIGHT} frame drawn at ${CANVAS_PX} × ${CANVAS_PX}, ${RUNS} frames per case:`,
);
for (const { label, modulePx } of cases) {
  const { luma, labelPx } = frame(modulePx);
  const image = crop(luma, BOX_VIDEO_PX, CANVAS_PX);
  for (const [name, decode] of Object.entries(decoders)) {
    decode(image);
    const times = [];
    let read = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const text = decode(image);
      times.push(performance.now() - started);
      if (text === TEXT) read += 1;
    }
    const s = summarize(times);
    const row = { case: label, labelPx, decoder: name, readRate: read / RUNS, medianMs: round(s.median, 1), maxMs: round(s.max, 1) };
    row.pass = row.readRate === 1 && row.medianMs < GOAL_FRAME_MS;
    results.push(row);
    console.log(
      `  ${label.padEnd(26)} ${name.padEnd(44)} read ${String(read).padStart(3)}/${RUNS}  median ${String(row.medianMs).padStart(6)} ms  max ${String(row.maxMs).padStart(6)} ms  ${verdict(row.pass)}`,
    );
  }
}
const summary = {
  frame: { width: WIDTH, height: HEIGHT, boxVideoPx: BOX_VIDEO_PX, canvasPx: CANVAS_PX },
  goalFrameMs: GOAL_FRAME_MS,
  runs: RUNS,
  results,
};
console.log(`Goal: every frame read, median < ${GOAL_FRAME_MS} ms a frame (10 frames a second, a read within 2 s)`);
console.log(`Results: ${path.relative(ROOT, writeResult('qr-decode', summary))}`);
