/** Browser storage keys (spec §9: local storage holds token, registration token, user id, profile). */
export const storageKeys = {
  token: 'pulso.token',
  regToken: 'pulso.regToken',
  userId: 'pulso.userId',
  profile: 'pulso.profile',
  /** Locale id remembered from `?loc=` (spec §1). */
  locale: 'pulso.locale',
  /** Session storage: the URL to return to after sign-in. */
  redirect: 'pulso.redirect',
  /** Session storage: the account whose session ended there, when one did (its user id). */
  redirectFor: 'pulso.redirectFor',
} as const;
