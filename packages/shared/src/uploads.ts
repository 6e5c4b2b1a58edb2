export const UPLOAD_KINDS = ['image', 'document', 'ad', 'print', 'ad-video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Upload limits per kind: what the content must be (sniffed, not the name) and how large, whether
 * guests may upload it, and whether it is served as a download (never shown inline under the
 * shop's address).
 */
export const UPLOAD_RULES: Record<UploadKind, { mimes: readonly string[]; maxBytes: number; guests: boolean; download: boolean }> = {
  image: { mimes: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 5 * 1024 * 1024, guests: true, download: false },
  document: {
    mimes: [
      'application/pdf',
      'application/msword',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: 10 * 1024 * 1024,
    guests: false,
    download: true,
  },
  ad: { mimes: ['image/jpeg', 'image/png'], maxBytes: 500 * 1024, guests: false, download: false },
  /** An advertising video; its resolution is read from the container when the request is made. */
  'ad-video': {
    mimes: ['video/mp4', 'video/quicktime', 'video/mpeg', 'video/3gpp', 'video/vnd.avi'],
    maxBytes: 50 * 1024 * 1024,
    guests: false,
    download: false,
  },
  print: {
    mimes: ['image/jpeg', 'image/png', 'application/pdf', 'image/tiff'],
    maxBytes: 1024 * 1024 * 1024,
    guests: false,
    download: true,
  },
};
