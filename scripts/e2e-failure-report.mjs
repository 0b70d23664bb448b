// What a failed end-to-end run leaves behind that CI would otherwise throw away: the page each failed
// test was on (Playwright's error-context.md, the page's accessibility snapshot) and the servers'
// warnings, errors and slow answers. Printed after the run, so a failure seen only on a slower CI
// machine can be understood from its output alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONTEXT_CHARS = 4_000;
const LOG_LINES = 60;
/** Answers slower than this are worth reading next to a test that ran out of time. */
const SLOW_RESPONSE_MS = 5_000;

function printErrorContexts(resultsDir) {
  if (!existsSync(resultsDir)) return;
  for (const entry of readdirSync(resultsDir, { withFileTypes: true })) {
    const file = path.join(resultsDir, entry.name, 'error-context.md');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    // From the test's name on: Playwright puts instructions for an assistant above it.
    const whole = readFileSync(file, 'utf8');
    const text = whole.slice(Math.max(0, whole.indexOf('# Test info')));
    console.log(`\n── page of the failed test ${entry.name} ──`);
    console.log(text.length > CONTEXT_CHARS ? `${text.slice(0, CONTEXT_CHARS)}\n… (${text.length - CONTEXT_CHARS} more characters)` : text);
  }
}

/** Pino lines at warn (40) or above, and answers slower than SLOW_RESPONSE_MS; the last LOG_LINES of them. */
function notableLogLines(logText) {
  const notable = [];
  for (const line of logText.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 40 || entry.responseTime > SLOW_RESPONSE_MS) notable.push(line);
    } catch {
      // A line cut short when the server stopped: nothing to read in it.
    }
  }
  return notable.slice(-LOG_LINES);
}

function printServerLog(name, dataDir) {
  const file = path.join(dataDir, 'server.log');
  if (!existsSync(file)) return;
  const lines = notableLogLines(readFileSync(file, 'utf8'));
  console.log(
    `\n── ${name} server: ${lines.length === 0 ? 'no warnings, errors or slow answers' : `last ${lines.length} warnings, errors and slow answers`} ──`,
  );
  for (const line of lines) console.log(line);
}

export function printFailureReport({ resultsDir, servers }) {
  printErrorContexts(resultsDir);
  for (const [name, dataDir] of Object.entries(servers)) printServerLog(name, dataDir);
}
