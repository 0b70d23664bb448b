export { findFileByBlobName, findFileOwnership } from './files.repository.ts';
export { filesModule } from './files.module.ts';
export { FilesService, downloadUrlOf } from './files.service.ts';
export type { DownloadableFile } from './files.service.ts';
export { createUnlinkedFilesSweeper, scheduleUnlinkedFilesSweep } from './unlinked-files.sweeper.ts';
export type { UnlinkedFilesSweeper } from './unlinked-files.sweeper.ts';
export { sortNamedUploads } from './named-uploads.ts';
