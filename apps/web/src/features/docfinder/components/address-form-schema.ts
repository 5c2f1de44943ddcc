import { z } from 'zod';
import {
  officePhoneSchema,
  officeRequestSchema,
  type Office,
  type OfficeRequestInput,
} from '@pulso/contracts/docfinder';
import {
  DOCFINDER_MAX_PHONES,
  docfinderValidationMessages as dm,
  type WeekDay,
} from '@pulso/contracts/docfinder/limits';
import { maskPhone } from '@pulso/contracts/helpers/phone';
import { validationMessages as m } from '@pulso/contracts/validation';

/**
 * The address form: the request's own rules (contracts), with phones as rows `{ value }` (a
 * field array needs objects) and UF / municipality blank until chosen.
 */
export const addressFormSchema = z.object({
  ...officeRequestSchema.shape,
  uf: z.string().min(1, m.required).pipe(officeRequestSchema.shape.uf),
  municipalityCode: z.string().min(1, m.required).pipe(officeRequestSchema.shape.municipalityCode),
  phones: z
    .array(z.object({ value: officePhoneSchema }))
    .min(1, dm.phonesRequired)
    .max(DOCFINDER_MAX_PHONES, m.tooLong),
});
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormOutput = z.output<typeof addressFormSchema>;

/** The form's fields in screen order (server problems are put on them, the first focused). */
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
  hours: [],
};

export const newPeriod = (day: WeekDay = 'mon') => ({ day, opens: '08:00', closes: '18:00' });

export function addressFormValuesOf(office: Office): AddressFormValues {
  return {
    cep: office.cep,
    street: office.street,
    number: office.number,
    complement: office.complement ?? '',
    district: office.district,
    uf: office.uf,
    municipalityCode: office.municipalityCode,
    phones: office.phones.length
      ? office.phones.map((phone) => ({ value: maskPhone(phone) }))
      : [{ value: '' }],
    telemedicine: office.telemedicine,
    hours: office.hours.map(({ day, opens, closes }) => ({ day, opens, closes })),
  };
}

/** The request body (POST / PUT me/addresses) from the checked form. */
export function officeRequestOf(values: AddressFormOutput): OfficeRequestInput {
  return {
    ...values,
    complement: values.complement || undefined,
    phones: values.phones.map((phone) => phone.value),
  };
}
