// `npm run db:backup [-- --out <file>]`: one archive of the embedded database and the local uploads (apps/api/src/ops/).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const { backupCommand } = await tsImport(pathToFileURL(path.join(ROOT, 'apps/api/src/ops/commands.ts')).href, import.meta.url);
process.exit(await backupCommand(process.argv.slice(2)));
