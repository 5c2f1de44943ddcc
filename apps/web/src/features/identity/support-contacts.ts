import type { CountryCode } from '@pulso/contracts/country';

/**
 * The portal's support contact of each country, shown in the doctor-finder login footer and the
 * dentist warning. The spec does not give the values; these are the server's demo defaults
 * (config SUPPORT_EMAIL_<CC> / SUPPORT_PHONE_<CC>, answered by `POST /api/public/forgot-email`).
 * They belong in the runtime configuration once its contract has a field for them.
 */
export interface SupportContact {
  email: string;
  /** As dialled in the country. */
  phone: string;
}

const demo = (code: CountryCode): SupportContact => ({
  email: `suporte.${code}@pulso.example`,
  phone: '0800 000 0000',
});

export const supportContacts: Readonly<Record<CountryCode, SupportContact>> = {
  mx: demo('mx'),
  ar: demo('ar'),
  cl: demo('cl'),
  cr: demo('cr'),
  co: demo('co'),
  pe: demo('pe'),
  br: demo('br'),
};
