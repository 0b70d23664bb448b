import { SMALL_SCREEN_MAX_WIDTH_PX } from '@opentrace/domain';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { SmallScreenNotice } from '../../components/small-screen-notice.tsx';
import { allowsSmallScreen } from '../route-handle.ts';

/** Fractional pixels so a window exactly 1024 px wide counts as a desktop. */
const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_MAX_WIDTH_PX - 0.02}px)`;

/**
 * The root of every route. On a small screen the notice replaces the app; the app stays mounted
 * but hidden, so widening the window again does not lose what the user had typed.
 */
export function AppFrame() {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const handles = useMatches().map((match) => match.handle);
  const showNotice = isSmallScreen && !allowsSmallScreen(handles);

  return (
    <>
      <NavigationProgress />
      {showNotice ? <SmallScreenNotice /> : null}
      <div hidden={showNotice}>
        <Outlet />
      </div>
      <ScrollRestoration />
    </>
  );
}
