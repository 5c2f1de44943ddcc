import { z } from 'zod';
import { ufSchema } from '@pulso/contracts/brazilian-states';
import { isPhoneFirstDigitValid } from '@pulso/contracts/helpers/phone';
import { isPostalCode } from '@pulso/contracts/helpers/postal-code';
import { validationMessages as m } from '@pulso/contracts/validation';
import type { Office, OfficeInput } from '../api/docfinder-schemas.ts';

export const MAX_PHONES = 3;
export const addressLimits = {
  street: 200,
  number: 20,
  complement: 100,
  district: 100,
  hours: 500,
} as const;

const text = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong);

/** What the address form holds: text as typed (masked), phones as `{ value }` rows. */
export const addressFormSchema = z.object({
  cep: z
    .string()
    .trim()
    .min(1, m.required)
    .refine(isPostalCode, 'docfinder.address.cepInvalid'),
  street: text(addressLimits.street),
  number: text(addressLimits.number),
  complement: z.string().trim().max(addressLimits.complement, m.tooLong),
  district: text(addressLimits.district),
  uf: z.union([ufSchema, z.literal('')]).refine((value) => value !== '', m.required),
  municipalityCode: z.string().min(1, m.required),
  phones: z
    .array(
      z.object({
        value: z
          .string()
          .trim()
          .refine((value) => value === '' || /^\d{10,11}$/.test(value.replace(/\D/g, '')), m.phoneLength)
          .refine((value) => value === '' || isPhoneFirstDigitValid(value), m.phoneFirstDigit),
      }),
    )
    .max(MAX_PHONES),
  telemedicine: z.boolean(),
  hours: z.string().trim().max(addressLimits.hours, m.tooLong),
});
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;

export const addressFields = [
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'uf',
  'municipalityCode',
  'phones',
  'telemedicine',
  'hours',
] as const;

export const emptyAddress: AddressFormValues = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  uf: '',
  municipalityCode: '',
  phones: [{ value: '' }],
  telemedicine: false,
  hours: '',
};

export function addressFormValuesOf(office: Office): AddressFormValues {
  return {
    cep: office.cep,
    street: office.street,
    number: office.number,
    complement: office.complement ?? '',
    district: office.district,
    uf: office.uf,
    municipalityCode: office.municipalityCode,
    phones: office.phones.length ? office.phones.map((value) => ({ value })) : [{ value: '' }],
    telemedicine: office.telemedicine,
    hours: office.hours ?? '',
  };
}

/** The request body (POST / PUT me/addresses). */
export function officeInputOf(values: AddressFormOutput): OfficeInput {
  return {
    cep: values.cep,
    street: values.street,
    number: values.number,
    complement: values.complement || null,
    district: values.district,
    uf: values.uf as OfficeInput['uf'],
    municipalityCode: values.municipalityCode,
    phones: values.phones.map((phone) => phone.value).filter(Boolean),
    telemedicine: values.telemedicine,
    hours: values.hours || null,
  };
}
