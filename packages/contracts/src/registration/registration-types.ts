import { z } from 'zod';
import { validationMessages as m } from '../validation.ts';

/** Spec §6: the registration type is `CRM` for Brazil; a `CRO` is a dental council's. */
export const registrationTypes = ['CRM', 'CRO', 'other'] as const;
export const registrationTypeSchema = z.enum(registrationTypes, { error: m.registerTypeInvalid });
export type RegistrationType = z.infer<typeof registrationTypeSchema>;

/** Spec §1, §2: dentists (registered with a CRO) are no longer supported and are refused. */
export const dentistRegistrationTypes = ['CRO'] as const;

export function isDentistRegistration(registerType: string | null | undefined): boolean {
  return (dentistRegistrationTypes as readonly string[]).includes(
    (registerType ?? '').trim().toUpperCase(),
  );
}
