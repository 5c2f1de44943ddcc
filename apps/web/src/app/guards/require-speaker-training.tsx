import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { getStoredProfile } from '../../lib/session.ts';

/**
 * Speaker-training gate (spec §4): without the profile flag canAcessSpeakTraining the user goes
 * home. Sits inside the login gate. The profile is the one stored at sign-in; issue 3 fetches it.
 */
export function RequireSpeakerTraining() {
  const allowed = getStoredProfile()?.canAcessSpeakTraining === true;
  return allowed ? <Outlet /> : <Navigate to={paths.home.href()} replace />;
}
