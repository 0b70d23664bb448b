export type TCaller = 'anonymous' | 'expired' | 'superAdmin' | 'administrator' | 'producer' | 'brand' | 'assessor' | 'apiUser';

/** `public`: everyone gets past the guard; `signedIn`: any live session; otherwise the callers listed. */
export type TRule = 'public' | 'signedIn' | TCaller[];

/** Who gets past the guard of each route one module registers, by route (`METHOD /path`). */
export interface AuthorizationFragment {
  module: string;
  routes: Record<string, TRule>;
}
