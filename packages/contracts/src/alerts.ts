/**
 * Spec §8 alerts. The original application used the English text as its translation key; the
 * web app shows `t(alerts.<name>.key)`, with the texts in its language files (top-level
 * `alerts` section). The English originals, for the translators:
 *
 * - `cannotCreateAccount`: "CANNOT CREATE ACCOUNT" — registration saved with `hasRegistred`
 *   false; the server's messages follow, joined by commas.
 * - `authenticationError`: "ERROR OCCURRED WITH YOUR AUTHENTICATION" — the token exchange
 *   failed; the server's internal message follows.
 * - `gigyaLoginData`: "ERROR READING GIGYA LOGIN DATA" — the login answer carries no signature.
 * - `initGigyaRegister`: "ERROR ON initGigyaRegister" — the registration token could not be
 *   obtained.
 */
export const alerts = {
  cannotCreateAccount: { key: 'alerts.cannotCreateAccount', original: 'CANNOT CREATE ACCOUNT' },
  authenticationError: {
    key: 'alerts.authenticationError',
    original: 'ERROR OCCURRED WITH YOUR AUTHENTICATION',
  },
  gigyaLoginData: { key: 'alerts.gigyaLoginData', original: 'ERROR READING GIGYA LOGIN DATA' },
  initGigyaRegister: { key: 'alerts.initGigyaRegister', original: 'ERROR ON initGigyaRegister' },
} as const;

export type AlertName = keyof typeof alerts;
export type AlertKey = (typeof alerts)[AlertName]['key'];

/** The translation key of each spec §8 alert, by its original English text. */
export const alertKeyOf: Readonly<Record<(typeof alerts)[AlertName]['original'], AlertKey>> = {
  'CANNOT CREATE ACCOUNT': alerts.cannotCreateAccount.key,
  'ERROR OCCURRED WITH YOUR AUTHENTICATION': alerts.authenticationError.key,
  'ERROR READING GIGYA LOGIN DATA': alerts.gigyaLoginData.key,
  'ERROR ON initGigyaRegister': alerts.initGigyaRegister.key,
};

/**
 * Spec §8: the messages of the "CANNOT CREATE ACCOUNT" alert, joined by commas (pass them
 * translated: a message that is a translation key, e.g. `validation.crm.suspended`, is shown
 * through `t()` first). Blank messages and repeats are left out.
 */
export function joinAlertMessages(messages: readonly string[] | undefined): string {
  const shown = (messages ?? []).map((message) => message.trim()).filter(Boolean);
  return [...new Set(shown)].join(', ');
}
