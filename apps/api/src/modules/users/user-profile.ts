import type { UserConsent, UserProfile } from '@pulso/contracts/users';
import type { ConsentRecord, UserRecord } from './users.repository.ts';

/** The professional number the profile shows: the CRM in Brazil, each country's own elsewhere. */
export function professionalNumber(user: UserRecord): string | null {
  switch (user.country) {
    case 'br':
      return user.registerNumber;
    case 'ar':
      return user.nationalRegistration;
    case 'cl':
      return user.rut;
    default:
      return user.identityDocument;
  }
}

/** Brazil: 11 digits (area code + 9) is a mobile number, 10 a landline. */
function phoneType(user: UserRecord, phone: string): string {
  if (user.country === 'br') return phone.length === 11 ? 'mobile' : 'landline';
  return 'mobile';
}

/** The latest terms consent that was granted. */
export function termsConsentOf(consents: readonly ConsentRecord[]): UserConsent | null {
  const terms = consents.filter((consent) => consent.kind === 'terms' && consent.granted).at(-1);
  if (!terms) return null;
  return { acceptedAt: terms.at.toISOString(), termsVersion: terms.termsVersion ?? 'unversioned' };
}

/** A person's name, the one way the portal builds it: first and last names. */
export const personName = (user: { firstName: string; lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** Spec §3 "User profile" of a product account: the allow-list of what leaves the server. */
export function toUserProfile(user: UserRecord, consents: readonly ConsentRecord[]): UserProfile {
  return {
    id: user.id,
    uid: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    name: personName(user),
    email: user.email,
    specialty: user.specialty,
    preferences: [...user.preferences],
    category: user.category,
    country: user.country,
    pushNotifications: user.pushNotifications,
    phone: user.phone,
    registerNumber: professionalNumber(user),
    registerUf: user.registerUf,
    canAcessSpeakTraining: user.canAccessSpeakerTraining,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      state: user.country === 'br' ? user.registerUf : user.state,
      specialities: [user.specialty],
      email: user.email,
      phones: user.phone ? [{ type: phoneType(user, user.phone), number: user.phone }] : [],
    },
    registrationType: user.registrationType,
    consent: termsConsentOf(consents),
  };
}
