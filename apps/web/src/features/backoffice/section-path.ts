import { useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The segments of the address below /backoffice (`['contents', 'new']`), decoded. The back
 * office matches its sections and their pages on these itself: the app's router gives it every
 * address below /backoffice (decision 054), so it has no nested routes to be relative to.
 */
export function useBackofficeSegments(): string[] {
  const { pathname } = useLocation();
  const base = paths.backoffice.href();
  const rest = pathname === base ? '' : pathname.slice(base.length + 1);
  return rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
