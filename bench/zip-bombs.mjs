// Zip bombs against a running server: workbook-looking archives of about 1 MB that unpack to 1 GiB
// (honestly declared, and declared as 1000 bytes), plus one with 1,200 parts, posted to
// POST /api/indicator-list/validate once each and then 8 at once; then the largest real workbook the
// default limits accept (its sheet just under 8 MiB unpacked), which the server reads in full. While they run, the server's RSS is
// sampled every 20 ms and GET /api/health is called every 50 ms. Reports the peak RSS growth over the
// idle server and the health latency (p50, p95, max) during each phase, next to an idle baseline.
// Goal: growth < 300 MB in every phase and every bomb refused with a 4xx.
// Usage: node bench/zip-bombs.mjs
import { createDeflateRaw } from 'node:zlib';
import Excel from 'exceljs';
import { percentile, round, sleep, statusMB, verdict, withSuperAdminServer, writeResult } from './lib.mjs';

const GIB = 1024 * 1024 * 1024;
const PARALLEL = 8;
const GOAL_GROWTH_MB = 300;

/** 1 GiB of spaces, deflated chunk by chunk so the bench itself never holds a gigabyte. */
async function deflatedGigabyte() {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks = [];
  deflate.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < GIB; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A zip written by hand: each part is { name, packed, method, size (declared), crc 0 }. */
function zipOf(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    centrals.push(central, name);
    offset += 30 + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name, text) => ({ name, packed: Buffer.from(text), method: 0, size: Buffer.byteLength(text) });
const MARKERS = [
  stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
  stored('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
];

const packed = await deflatedGigabyte();
const BOMBS = {
  // A 32-bit size field cannot say 1 GiB + 0, so the honest bomb declares the largest it can below it.
  'declared 1 GiB': zipOf([...MARKERS, { name: 'xl/worksheets/sheet1.xml', packed, method: 8, size: GIB - 1 }]),
  'declared 1000 B, inflates to 1 GiB': zipOf([...MARKERS, { name: 'xl/worksheets/sheet1.xml', packed, method: 8, size: 1000 }]),
  '1,200 parts': zipOf([...MARKERS, ...Array.from({ length: 1200 }, (_, i) => stored(`xl/media/p${i}.xml`, '<a/>'))]),
};

/**
 * An indicator list of 33,000 rows: its sheet unpacks to about 7.8 MiB and the whole workbook to about
 * 9.7 MiB, just inside the default entry (8 MiB) and total (12 MiB) limits, so it is read, not refused.
 */
async function largestAcceptedWorkbook() {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Indicators');
  sheet.addRow(['Country', 'Sector', 'Category', 'Indicator', 'Sub-indicator', 'Severity (5=extreme, 1= low)']);
  for (let row = 0; row < 33_000; row += 1) {
    sheet.addRow([
      'Pakistan',
      'Cotton',
      `Category ${row % 50}`,
      `Indicator number ${row % 997}`,
      `Sub-indicator text that is fairly long ${row}`,
      (row % 5) + 1,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function healthProbe(baseUrl) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - started);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      max: round(Math.max(...latencies)),
      samples: latencies.length,
    };
  };
}

/**
 * The server's RSS at rest: the lowest of a second's samples, and never above what was seen at rest
 * before. A fresh server holds its start-up garbage (it can sit 300 MB above its later idle size)
 * until a collection, so measuring growth from its first reading would hide what a request costs.
 */
let restingMB = Infinity;
async function settle(server) {
  for (let sample = 0; sample < 20; sample += 1) {
    restingMB = Math.min(restingMB, statusMB(server.pid, 'VmRSS'));
    await sleep(50);
  }
  return restingMB;
}

async function phase(server, auth, label, bomb, copies) {
  const idleMB = await settle(server);
  let peak = statusMB(server.pid, 'VmRSS');
  const sampler = setInterval(() => {
    peak = Math.max(peak, statusMB(server.pid, 'VmRSS'));
  }, 20);
  const stopHealth = healthProbe(server.baseUrl);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: copies }, async () => {
      const form = new FormData();
      form.append('file', new Blob([bomb]), 'bomb.xlsx');
      const response = await fetch(`${server.baseUrl}/api/indicator-list/validate`, { method: 'POST', headers: auth, body: form });
      const body = await response.json();
      return { status: response.status, message: body.message };
    }),
  );
  const elapsedMs = round(performance.now() - started);
  await sleep(200);
  clearInterval(sampler);
  const health = await stopHealth();
  const result = {
    label,
    copies,
    zipBytes: bomb.length,
    elapsedMs,
    statuses: answers.map((a) => a.status),
    message: answers[0]?.message,
    restingRssMB: round(idleMB),
    peakRssMB: round(peak),
    growthMB: round(peak - idleMB),
    health,
  };
  console.log(
    `${label} ×${copies}: ${answers.map((a) => a.status).join(',')} in ${elapsedMs} ms; RSS +${result.growthMB} MB (peak ${result.peakRssMB}, at rest ${result.restingRssMB}); /api/health p50 ${health.p50} ms, p95 ${health.p95}, max ${health.max}`,
  );
  return result;
}

const summary = await withSuperAdminServer('zip-bombs', async ({ server, auth }) => {
  await sleep(3000);
  const idleMB = statusMB(server.pid, 'VmRSS');
  const stopHealth = healthProbe(server.baseUrl);
  await sleep(2000);
  const idleHealth = await stopHealth();
  console.log(`idle: RSS ${round(idleMB)} MB; /api/health p50 ${idleHealth.p50} ms, p95 ${idleHealth.p95}, max ${idleHealth.max}`);
  const phases = [];
  for (const [label, bomb] of Object.entries(BOMBS)) {
    phases.push(await phase(server, auth, label, bomb, 1));
    phases.push(await phase(server, auth, label, bomb, PARALLEL));
  }
  const bombPhases = [...phases];
  const largest = await largestAcceptedWorkbook();
  phases.push(await phase(server, auth, 'largest accepted workbook', largest, 1));
  phases.push(await phase(server, auth, 'largest accepted workbook', largest, PARALLEL));
  const maxGrowthMB = Math.max(...phases.map((p) => p.growthMB));
  const allRefused = bombPhases.every((p) => p.statuses.every((status) => status >= 400 && status < 500));
  return { idleRssMB: round(idleMB), idleHealth, phases, maxGrowthMB, allRefused, pass: maxGrowthMB < GOAL_GROWTH_MB && allRefused };
});

const resultFile = writeResult('zip-bombs', summary);
console.log(
  `\nZip bombs: largest RSS growth ${summary.maxGrowthMB} MB (goal < ${GOAL_GROWTH_MB} MB), all refused with 4xx: ${summary.allRefused}  ${verdict(summary.pass)}`,
);
console.log(`  written to ${resultFile}`);
