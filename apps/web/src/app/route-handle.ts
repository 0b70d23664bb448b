/** Extra facts a route declares about itself, read by the app frame through useMatches(). */
export type TRouteHandle = {
  /** Plain documents (terms, privacy) stay readable on phones instead of the desktop notice. */
  allowSmallScreen?: boolean;
};

export function allowsSmallScreen(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as TRouteHandle | undefined)?.allowSmallScreen === true);
}
