import type { ObjectAccessTable } from './table.ts';

export const FILES_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'files',
    operation: 'download an uploaded file',
    rowOf: async (world, owner) => (await world.upload(owner)).blobName,
    request: (blobName) => ({ method: 'GET', url: `/api/files/${blobName}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['admin', 'ginner', 'allowed'],
    ],
  },
];
