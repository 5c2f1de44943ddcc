/**
 * The medical-information channel (spec §2 popups 1 and 4, §3 "Medical information request" and
 * "Article mail request", §4 "Article popup", §5, §7 `POST medicalInformation` and sendMail, §9
 * product options), plus what medical-information teams work with beyond the spec: case numbers,
 * statuses, adverse-event / quality-complaint flags and an append-only audit trail.
 *
 * Endpoints (all under /api, signed in):
 * - `POST medicalInformation` (`medicalInformationRequestSchema` → 201 `medicalInformationCaseSchema`,
 *   200 with the same case when the same `id` is sent again)
 * - `POST medicalInformation/sendMail` (`articleMailRequestSchema` → 202 `sendMailResponseSchema`)
 * - `GET medicalInformation/cases` (→ `medicalInformationCaseListSchema`, newest first)
 * - team (role `medical-information`): `GET medicalInformation/team/access`,
 *   `GET medicalInformation/team/cases`, `GET …/team/cases/:id`, `PATCH …/team/cases/:id`.
 */

export * from './medical-information/products-and-limits.ts';
export * from './medical-information/field-schemas.ts';
export * from './medical-information/content-html.ts';
export * from './medical-information/forms.ts';
export * from './medical-information/requests.ts';
export * from './medical-information/cases.ts';
export * from './medical-information/team.ts';
export * from './medical-information/problem-codes.ts';
