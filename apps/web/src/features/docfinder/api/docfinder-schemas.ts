import { z } from 'zod';
import { ufSchema } from '@pulso/contracts/brazilian-states';

/*
 * TEMPORARY: the doctor-finder contracts are written by the API side
 * (packages/contracts/src/docfinder.ts); until they land the web reads its answers with these.
 */

export const specialtyEntrySchema = z.object({ name: z.string(), rqe: z.string().nullable() });

export const officeSchema = z.object({
  id: z.string(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  uf: ufSchema,
  municipalityCode: z.string(),
  municipality: z.string(),
  phones: z.array(z.string()),
  telemedicine: z.boolean(),
  hours: z.string().nullable(),
  distanceKm: z.number().optional(),
  precision: z.enum(['street', 'municipality']).optional(),
});
export type Office = z.infer<typeof officeSchema>;

export const doctorListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  crm: z.string(),
  uf: ufSchema,
  category: z.string().optional(),
  specialties: z.array(specialtyEntrySchema),
  languages: z.array(z.string()).optional(),
  offices: z.array(officeSchema),
  distanceKm: z.number().optional(),
});
export type DoctorListing = z.infer<typeof doctorListingSchema>;

export const doctorSearchResultSchema = z.object({
  items: z.array(doctorListingSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type DoctorSearchResult = z.infer<typeof doctorSearchResultSchema>;

export const specialtyListSchema = z.object({ items: z.array(z.object({ name: z.string() })) });
export const municipalityListSchema = z.object({
  items: z.array(z.object({
      code: z.string(),
      name: z.string(),
      uf: ufSchema.optional(),
      lat: z.number().optional(),
      lng: z.number().optional(),
    }),
  ),
});
export type Municipality = z.infer<typeof municipalityListSchema>['items'][number];

export const listingStateSchema = z.enum(['not-listed', 'listed', 'hidden']);
export type ListingState = z.infer<typeof listingStateSchema>;

export const myListingSchema = z.object({
  state: listingStateSchema,
  consent: z.object({ version: z.string(), text: z.string().optional() }),
  consentedAt: z.string().nullable(),
  specialties: z.array(specialtyEntrySchema),
  languages: z.array(z.string()),
  listing: doctorListingSchema.nullable(),
  offices: z.array(officeSchema),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const optInSchema = z.object({
  consent: z.literal(true),
  consentVersion: z.string(),
  specialties: z.array(specialtyEntrySchema).max(2),
  languages: z.array(z.string()),
});
export type OptIn = z.infer<typeof optInSchema>;

export const officeInputSchema = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  uf: ufSchema,
  municipalityCode: z.string(),
  phones: z.array(z.string()),
  telemedicine: z.boolean(),
  hours: z.string().nullable(),
});
export type OfficeInput = z.infer<typeof officeInputSchema>;

export interface DoctorSearchQuery {
  specialty?: string;
  uf?: string;
  municipality?: string;
  q?: string;
  near?: string;
  radiusKm?: number;
  page?: number;
}
