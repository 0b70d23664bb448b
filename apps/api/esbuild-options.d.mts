import type { BuildOptions } from 'esbuild';

export declare const apiBuildOptions: BuildOptions & { outfile: string };
