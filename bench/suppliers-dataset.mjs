// Suppliers for the supplier benchmarks (bench/supplier-import.mjs, bench/suppliers-list.mjs): import
// workbooks in the template's layout (Sheet1 with SUPPLIER_TEMPLATE_COLUMNS, the Type dropdown fed by a
// hidden "Types" sheet) filled with valid, deterministic rows, written with exceljs's streaming writer so a
// file of any size costs the bench a few rows of memory; and the demo brand's session and import calls.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import Excel from 'exceljs';
import { callJson, DEMO_PASSWORD } from './lib.mjs';

/** The demo brand ("Maison Coton"): it may view and invite suppliers. */
const BRAND_EMAIL = 'brand@demo.opentrace.local';

/** packages/domain's SUPPLIER_TEMPLATE_COLUMNS (the bench runs on plain Node, without the TypeScript sources). */
const COLUMNS = ['Business Name', 'Business Reg. No', 'OS ID', 'First Name', 'Last name', 'Email', 'Type', 'Supplies To'];
export const SUPPLIER_FILE_NAME = 'import-suppliers-template.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PLACES = ['Lahore', 'Multan', 'Faisalabad', 'Karachi', 'Sialkot', 'Hyderabad', 'Sukkur', 'Bahawalpur', 'Rahim Yar Khan', 'Okara'];
const FIRST_NAMES = ['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Imran', 'Javeria', 'Kamran', 'Mehwish', 'Nadia', 'Omar', 'Saima', 'Usman'];
const LAST_NAMES = ['Ahmed', 'Butt', 'Chaudhry', 'Farooq', 'Iqbal', 'Khan', 'Malik', 'Qureshi', 'Raza', 'Shah', 'Siddiqui', 'Yousaf'];
/** Upstream tiers hold more suppliers than the brand's direct ones, as in a real chain. */
const TIER_WEIGHT = (tier) => tier;

/** A deterministic 32-bit mix of the row number, so rows never depend on how many are written. */
function mix(index, salt) {
  let h = Math.imul(index ^ salt, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * Row `index` (0-based) of the file: a supplier of one of the importable roles (`roles` from
 * GET /api/brands/suppliers/roles), most with an OS ID and a registration number.
 * Four rows in five above tier 1 name, as "Supplies To", the latest earlier row one tier closer to the
 * brand (by name or OS ID): on a chain map those roles are adjacent. `lastOfTier` carries that state.
 */
function supplierRow(index, tiers, lastOfTier) {
  const pick = mix(index, 0x5eed) % tiers.totalWeight;
  const tier = tiers.byWeight[pick];
  const role = tiers.roles.get(tier)[mix(index, 0x901e) % tiers.roles.get(tier).length];
  const number = String(index + 1).padStart(7, '0');
  const name = `${PLACES[mix(index, 0x91ace) % PLACES.length]} ${role.name} ${number}`;
  const oarId = mix(index, 0x05) % 10 < 7 ? `PK2026B${number}` : '';
  const registration = mix(index, 0x0e9) % 10 < 8 ? `REG-${number}` : '';
  const buyer = lastOfTier.get(tier - 1);
  let suppliesTo = '';
  if (buyer && mix(index, 0x5a1e) % 5 !== 0) suppliesTo = buyer.oarId && index % 2 === 0 ? buyer.oarId : buyer.name;
  lastOfTier.set(tier, { name, oarId });
  // Types as people type them: the dropdown's spelling mostly, sometimes lower case with stray spaces.
  const type = index % 20 === 7 ? ` ${role.name.toLowerCase()} ` : role.name;
  return [
    name,
    registration,
    oarId,
    FIRST_NAMES[mix(index, 0xf1) % FIRST_NAMES.length],
    LAST_NAMES[mix(index, 0x1a) % LAST_NAMES.length],
    `supplier-${number}@bench.opentrace.local`,
    type,
    suppliesTo,
  ];
}

/** The Type column's roles: on the map, and their users sign in (the template's dropdown leaves farms out). */
const importableRoles = (roles) => roles.filter((role) => role.tier !== null && role.canSignIn);

function tiersOf(roles) {
  const mapped = importableRoles(roles);
  if (mapped.length === 0) throw new Error('No importable supplier role on the map: is the cotton pilot configured (demo data)?');
  const byTier = new Map();
  for (const role of mapped) byTier.set(role.tier, [...(byTier.get(role.tier) ?? []), role]);
  const byWeight = [];
  for (const tier of byTier.keys()) for (let i = 0; i < TIER_WEIGHT(tier); i += 1) byWeight.push(tier);
  return { roles: byTier, byWeight, totalWeight: byWeight.length };
}

/**
 * Writes `rows` supplier rows to `file` as Excel would save them (shared strings) and returns the
 * file's size in bytes.
 */
export async function writeSupplierWorkbook(file, { rows, roles }) {
  const tiers = tiersOf(roles);
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(COLUMNS).commit();
  const lastOfTier = new Map();
  for (let index = 0; index < rows; index += 1) sheet.addRow(supplierRow(index, tiers, lastOfTier)).commit();
  const typeNames = importableRoles(roles).map((role) => role.name);
  sheet.dataValidations.add(`G2:G${rows + 1}`, {
    type: 'list',
    allowBlank: false,
    formulae: [`Types!$A$1:$A$${typeNames.length}`],
  });
  sheet.commit();
  const types = workbook.addWorksheet('Types', { state: 'hidden' });
  for (const typeName of typeNames) types.addRow([typeName]).commit();
  types.commit();
  await workbook.commit();
  return statSync(file).size;
}

/**
 * The largest file of whole rows that stays under `maxBytes`, give or take `slackBytes`: the size grows
 * with the row count almost linearly, so each try aims at the middle of that window from the last two
 * sizes. Returns { rows, bytes, tries }.
 */
export async function writeLargestSupplierWorkbook(file, { roles, maxBytes, slackBytes = 32 * 1024, log = () => {} }) {
  let rows = 20_000;
  let previous = { rows: 0, bytes: 0 };
  let best = null;
  let fewestAbove = Infinity;
  let written = 0;
  let tries = 0;
  while (tries < 12) {
    const bytes = await writeSupplierWorkbook(file, { rows, roles });
    written = rows;
    tries += 1;
    log(`${rows} rows: ${bytes} bytes`);
    if (bytes < maxBytes) {
      if (!best || rows > best.rows) best = { rows, bytes };
      if (maxBytes - bytes <= slackBytes) break;
    } else {
      fewestAbove = Math.min(fewestAbove, rows);
    }
    const bytesPerRow = (bytes - previous.bytes) / (rows - previous.rows);
    previous = { rows, bytes };
    const next = Math.min(
      fewestAbove - 1,
      Math.max((best?.rows ?? 0) + 1, rows + Math.floor((maxBytes - slackBytes / 2 - bytes) / bytesPerRow)),
    );
    if (next === rows || next <= (best?.rows ?? 0)) break;
    rows = next;
  }
  if (!best) throw new Error(`No file under ${maxBytes} bytes after ${tries} tries`);
  if (written !== best.rows) await writeSupplierWorkbook(file, { rows: best.rows, roles });
  return { ...best, tries };
}

/** Signs the demo brand in; returns its authorization header. */
export async function signInAsBrand(server) {
  const { token } = await callJson(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BRAND_EMAIL, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${token}` };
}

/** The supply-chain map's roles as the brand's Type column knows them. */
export const supplierRoles = (server, auth) => callJson(`${server.baseUrl}/api/brands/suppliers/roles`, { headers: auth });

/**
 * A POST over node:http, which has no time limit: fetch gives up after 300 s without an answer, and a
 * slow import is a figure to report. Resolves with the status and the parsed JSON answer.
 */
function post(url, headers, body = Buffer.alloc(0)) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'content-length': body.length } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, answer: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POST /api/brands/suppliers/import/validate with the file, then POST /api/brands/suppliers/import/{importId},
 * timed over HTTP. Returns the two answers with validateMs, importMs and totalMs; or, when the check refuses
 * the file, `refused` with its status and answer.
 */
export async function importSupplierFile(server, auth, file) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)], { type: XLSX_TYPE }), SUPPLIER_FILE_NAME);
  // Encoded up front, so the timing starts with the upload, not with building the multipart body.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const started = performance.now();
  const validation = await post(
    `${server.baseUrl}/api/brands/suppliers/import/validate`,
    { ...auth, 'content-type': encoded.headers.get('content-type') },
    body,
  );
  const validated = performance.now();
  if (validation.status !== 200) return { refused: validation, validateMs: validated - started };
  const check = validation.answer;
  if (!check.importId) throw new Error(`No row of the file is valid: ${JSON.stringify(check.errors.slice(0, 3))}`);
  const imported = await post(`${server.baseUrl}/api/brands/suppliers/import/${check.importId}`, auth);
  const done = performance.now();
  if (imported.status !== 200) throw new Error(`The import answered ${imported.status}: ${JSON.stringify(imported.answer)}`);
  return { check, result: imported.answer, validateMs: validated - started, importMs: done - validated, totalMs: done - started };
}
