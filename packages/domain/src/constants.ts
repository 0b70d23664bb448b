/** Business constants of the specification (§9), named once and shared by API and web. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const MAX_FILES_PER_UPLOAD = 5;
export const RESET_LINK_VALIDITY_MINUTES = 15;
export const INVITATION_VALIDITY_DAYS = 7;
export const SHORT_TOKEN_VALIDITY_MINUTES = 5;
export const PASSWORD_MIN_LENGTH = 8;

export const SEARCH_DEBOUNCE_MS = 300;
export const SMALL_SCREEN_MAX_WIDTH_PX = 1024;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 735;
export const TOAST_ANIMATION_MS = 150;

export const QR_SCAN_FPS = 10;
export const QR_SCAN_BOX_PX = 300;

export const CURRENCIES = ['PKR', 'USD', 'EUR', 'CDF'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

/** Fixed ids of the "Other" location entries (DOMAIN.md §10.4). */
export const OTHER_COUNTRY_ID = '70beea98-e08c-4ba3-800c-d20bb6fa7247';
export const OTHER_PROVINCE_ID = '46d0173c-c5b5-451e-8d2e-8cfc6bad3e0f';
export const OTHER_DISTRICT_ID = '1bba9e49-0700-4178-bf67-17b20c0ca5db';
export const DEFAULT_COUNTRY_CODE = 'PK';
