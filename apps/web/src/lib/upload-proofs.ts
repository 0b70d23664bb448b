import { MAX_FILES_PER_UPLOAD, type TFileReference, type TUploadedFile } from '@opentrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';

/** What a proof may be (the platform's proof rule): png, jpeg or pdf. */
export const PROOF_FILE_ACCEPT = 'image/png,image/jpeg,.pdf';

/** Uploads proofs as they are chosen; a form names them by blob name once it is sent. */
export function useUploadProofs() {
  return useMutation({
    mutationFn: async (files: File[]): Promise<TFileReference[]> => {
      const form = new FormData();
      for (const file of files.slice(0, MAX_FILES_PER_UPLOAD)) form.append('files', file);
      const uploaded = await api.post<TUploadedFile[]>('/api/upload/files', form, { query: { purpose: 'proof' } });
      return uploaded.map((file) => ({ fileName: file.name, blobName: file.blobName }));
    },
  });
}
