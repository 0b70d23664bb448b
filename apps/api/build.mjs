// Bundles the API into dist/server.js.
import { build } from 'esbuild';
import { apiBuildOptions } from './esbuild-options.mjs';

await build(apiBuildOptions);
