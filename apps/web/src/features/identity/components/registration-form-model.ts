import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@pulso/contracts/country';
import type { RegistrationField } from '@pulso/contracts/country-profile';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import {
  identityDocumentLabelKey,
  registrationFieldLabelKey,
  stateLabelKey,
} from '@pulso/contracts/labels';
import {
  isValidCrm,
  type CountryFieldKey,
  registrationFormSchemaFor,
  requiresTermsAcceptance,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@pulso/contracts/registration';
import { validationMessages } from '@pulso/contracts/validation';
import type { FieldError, Resolver } from 'react-hook-form';
import type { RegistrationPrefill } from '../screen-sets.ts';
import { isUncommonPassword } from '../common-password.ts';

/** The registration form's model: its fields, defaults, rules and the live CRM check's states. */
export type FormInput = RegistrationFormInput;
export type FieldName = keyof FormInput & string;

/**
 * Registration auto-complete skips the identity step (the identity account exists), but the
 * contract's form schema asks for a password and, refined as it is, cannot omit it: a value that
 * meets the policy stands in for it and is never sent (registrationRequestFrom drops it).
 */
export const AUTOCOMPLETE_PASSWORD = 'not-sent-0';

export const formFields: readonly FieldName[] = [
  'treatment',
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'specialty',
  'state',
  'registerUf',
  'registerNumber',
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'salesRepresentativeCode',
  'iamDoctor',
  'readAcceptTerms',
  'receivePromotional',
];

export function defaultValuesFor(prefill: RegistrationPrefill | undefined): FormInput {
  return {
    treatment: '',
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    password: prefill ? AUTOCOMPLETE_PASSWORD : '',
    phone: '',
    specialty: '',
    state: '',
    registerUf: '',
    registerNumber: '',
    identityDocumentOrMedicalCollegiate: '',
    nationalRegistration: '',
    provincialEnrollment: '',
    RUT: '',
    salesRepresentativeCode: '',
    iamDoctor: false,
    readAcceptTerms: false,
    receivePromotional: false,
  };
}

/** The live licence check of a Brazilian CRM (spec §5, §7 checkCRM). */
export type CrmCheck =
  | { status: 'idle' }
  | { status: 'checking'; key: string }
  | { status: 'valid'; key: string; name: string | undefined }
  | { status: 'invalid'; key: string; message: string };

export const crmKey = (uf: unknown, number: unknown) =>
  `${typeof uf === 'string' ? uf.toUpperCase() : ''}|${
    typeof number === 'string' && isValidCrm(number) ? normaliseRegisterNumber(number) : ''
  }`;

/** A country field's label: spec §3 labels (state, identity document) and the field names. */
export function labelKeyOf(field: RegistrationField, country: CountryCode): string {
  if (field === 'UF') return stateLabelKey(country);
  if (field === 'CRM') return identityDocumentLabelKey(country);
  return registrationFieldLabelKey(field, country);
}

/**
 * The contract's rules for the country; the terms must be accepted in every country (the
 * contract requires them in Brazil, whose TermosEPoliticas field they are).
 */
export function useRegistrationResolver(
  country: CountryCode,
  autocomplete: boolean,
): Resolver<FormInput, unknown, RegistrationForm> {
  return useMemo(() => {
    const base = zodResolver(registrationFormSchemaFor(country));
    const resolver: Resolver<FormInput, unknown, RegistrationForm> = async (
      values,
      context,
      options,
    ) => {
      const input = autocomplete ? { ...values, password: AUTOCOMPLETE_PASSWORD } : values;
      const result = await base(input, context, options);
      const errors: Partial<Record<FieldName, FieldError>> = { ...result.errors };
      if (!autocomplete && !errors.password && !(await isUncommonPassword(values.password))) {
        errors.password = { type: 'validate', message: validationMessages.passwordCommon };
      }
      if (!requiresTermsAcceptance(country) && values.readAcceptTerms !== true) {
        errors.readAcceptTerms ??= { type: 'required', message: validationMessages.termsRequired };
      }
      return Object.keys(errors).length === 0 ? result : { values: {}, errors };
    };
    return resolver;
  }, [country, autocomplete]);
}

/** Registration numbers typed as plain digits, shown in this order where the country has them. */
export const numericRegistrationFields = [
  'identityDocumentOrMedicalCollegiate',
  'nationalRegistration',
  'provincialEnrollment',
] as const satisfies readonly (CountryFieldKey & FieldName)[];
