import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { SessionUser } from '../identity/session/session.ts';
import { specialtyAreaOf } from './specialty-area.ts';

/** A signed-in user, as far as content cares: whose, where, and the speaker-training flag. */
export interface Reader {
  userId: string;
  country: CountryCode;
  speakerTraining: boolean;
}

export const readerOf = (user: SessionUser): Reader => ({
  userId: user.id,
  country: user.country,
  speakerTraining: user.canAcessSpeakTraining,
});

/** A reader with the areas shown first (the homes and the feed). */
export interface Viewer extends Reader {
  /**
   * "Preferences filter what the home and feed show first": the profile's preferences, or, when
   * it has none, the area of the registration specialty if there is one. Sorted.
   */
  areas: SpecialtyArea[];
}

/** Viewers already made, by session user (a session look-up is reused for a few seconds). */
const viewers = new WeakMap<SessionUser, Viewer>();

/** The viewer of a session (its user's preferences come with the session look-up). */
export function viewerOf(user: SessionUser): Viewer {
  let viewer = viewers.get(user);
  if (!viewer) {
    const fallback = user.preferences.length ? undefined : specialtyAreaOf(user.specialty);
    const areas = user.preferences.length ? user.preferences : fallback ? [fallback] : [];
    viewer = { ...readerOf(user), areas: [...areas].sort() };
    viewers.set(user, viewer);
  }
  return viewer;
}
