// `npm run db:restore -- <archive>`: a db:backup archive into an empty DATA_DIR (apps/api/src/ops/).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

const { restoreCommand } = await tsImport(pathToFileURL(path.join(ROOT, 'apps/api/src/ops/commands.ts')).href, import.meta.url);
process.exit(await restoreCommand(process.argv.slice(2)));
