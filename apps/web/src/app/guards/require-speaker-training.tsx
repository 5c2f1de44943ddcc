import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useProfileQuery, getStoredProfile } from '../../features/users/index.ts';

/**
 * Speaker-training gate (spec §4): the profile is fetched; without canAcessSpeakTraining the user
 * goes home. Sits inside the login gate. If the profile cannot be fetched (offline), the one
 * stored at sign-in decides.
 */
export function RequireSpeakerTraining() {
  const query = useProfileQuery();
  if (query.isPending && query.fetchStatus === 'fetching') return <PageLoader />;
  const profile = query.data ?? getStoredProfile();
  const allowed = profile?.canAcessSpeakTraining === true;
  return allowed ? <Outlet /> : <Navigate to={paths.home.href()} replace />;
}

/** Route module form (`lazy`): the profile query stays out of the first page's code. */
export { RequireSpeakerTraining as Component };
