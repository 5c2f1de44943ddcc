/**
 * The product and request-type lists and the length limits, without zod: a content item's "ask
 * about this product" buttons use the list without loading the request schemas (issue 11,
 * decision 066). Their schemas are in field-schemas.ts.
 */

/** Spec §9 product dropdown options, in the spec's order and spelling ('Outro' last). */
export const medicalInformationProducts = [
  'Adempas',
  'Allurene',
  'Androcur',
  'Angeliq',
  'Avalox',
  'Bepantol Derma',
  'Betaferon',
  'Cicloprimogyna',
  'Cipro Oral',
  'Eylia',
  'Gyno-Icaden',
  'Kyleena',
  'Levitra',
  'Mesigyna',
  'Mirena',
  'Nebido',
  'Nexavar',
  'Primogyna',
  'Qlaira',
  'Stivarga',
  'Xarelto',
  'Xofigo',
  'Yasmin 21 7',
  'Yaz 24 4',
  'Yaz Flex',
  'Outro',
] as const;
export type MedicalInformationProduct = (typeof medicalInformationProducts)[number];

/**
 * The request's `type`: `Artigo` is the scientific-article request of popup 1 (spec §7 names
 * it); `Pergunta` is the medical request of popup 4 (a question about a product).
 */
export const medicalInformationTypes = ['Artigo', 'Pergunta'] as const;
export type MedicalInformationType = (typeof medicalInformationTypes)[number];

/** Spec §5 / §9 maximum lengths of the article popup. */
export const articleLimits = {
  name: 100,
  email: 320,
  phone: 15,
  articleTitle: 200,
  magazineName: 200,
  author: 200,
  year: 4,
} as const;
/** The question of the medical request (popup 4; the spec shows no limit). */
export const QUESTION_MAX_LENGTH = 4_000;
/** The HTML content of a request, as sent (it is sanitised on the server). */
export const MEDICAL_INFORMATION_CONTENT_MAX_LENGTH = 20_000;
/** A note a team member adds to a status change. */
export const CASE_NOTE_MAX_LENGTH = 1_000;
