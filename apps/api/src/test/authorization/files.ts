import type { AuthorizationFragment } from './rule.ts';

export const FILES_ROUTES: AuthorizationFragment = {
  module: 'files',
  routes: {
    'POST /api/upload/files': 'signedIn',
    'GET /api/files/{blobName}': 'signedIn',
  },
};
