import { z } from 'zod';

/** File kinds the platform recognises by their content (magic bytes), never by name alone. */
export const FILE_KINDS = ['png', 'jpeg', 'gif', 'bmp', 'webp', 'tiff', 'heic', 'pdf', 'xlsx', 'xls', 'json'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

export const FILE_KIND_MIME: Record<TFileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  json: 'application/json',
};

const IMAGES: TFileKind[] = ['png', 'jpeg', 'gif', 'bmp', 'webp', 'tiff', 'heic'];

/**
 * What each upload is for decides which kinds it accepts (spec §5: proofs png/jpeg/pdf, logos
 * png/jpeg/bmp/heic/gif, spreadsheets xls/xlsx, translations JSON).
 */
export const UPLOAD_PURPOSES = {
  attachment: [...IMAGES, 'pdf', 'xlsx', 'xls'],
  proof: ['png', 'jpeg', 'pdf'],
  image: IMAGES,
  logo: ['png', 'jpeg', 'bmp', 'heic', 'gif'],
  spreadsheet: ['xlsx', 'xls'],
  translation: ['json'],
} as const satisfies Record<string, readonly TFileKind[]>;
export type TUploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const ZUploadPurpose = z.enum(Object.keys(UPLOAD_PURPOSES) as [TUploadPurpose, ...TUploadPurpose[]]);

export const ZUploadedFile = z
  .object({
    blobName: z.string(),
    url: z.string(),
    name: z.string(),
  })
  .meta({ id: 'UploadedFile' });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
