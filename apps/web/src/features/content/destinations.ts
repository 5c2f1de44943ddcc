import { localisedPaths, paths } from '../../config/paths.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { useStoredProfile } from '../users/index.ts';

export interface Destination {
  to: string;
  labelKey: string;
}

/**
 * The signed-in screens that are not in the header's main navigation (issue 12 item 4): the
 * exclusive list, the feed, the doctor's medical-information requests and, for speakers
 * (profile `canAcessSpeakTraining`), the speaker-training list. The user menu and the home both
 * offer them; the team inbox is added by the user menu, which asks the API for team access.
 */
export function useDestinations(): Destination[] {
  const { country } = useCountry();
  const speaker = useStoredProfile()?.canAcessSpeakTraining === true;
  return [
    { to: paths.medicalInformation.href(), labelKey: 'nav.myRequests' },
    { to: localisedPaths(country).exclusive, labelKey: 'nav.exclusive' },
    { to: paths.feed.href(), labelKey: 'nav.feed' },
    ...(speaker ? [{ to: paths.speakerTraining.href(), labelKey: 'nav.speakerTraining' }] : []),
  ];
}
