import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API runs from source (tests, dev) and from its bundle (dist/server.js); both find their
 * files by walking up to this package's manifest instead of assuming a depth.
 */
function findApiRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@opentrace/api') {
      return directory;
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the @opentrace/api package root');
    directory = parent;
  }
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const SEED_DATA_DIR = path.join(API_ROOT, 'src/seed/data');
/** The cotton and cobalt pilots' real configuration files, kept as they came (trailing spaces and all). */
export const PILOT_REFERENCE_DIR = path.join(API_ROOT, 'src/seed/reference');
export const DEFAULT_WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
export const API_VERSION: string = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')).version;
