/**
 * Problem `code`s (problem+json) of the doctor-finder API v1 (`/docfinder/v1`), which clients
 * switch on. Zod-free, so a page can import it without loading zod.
 */
export const docfinderProblemCodes = {
  /** 404: no public listing with this id (never existed, left the directory, or hidden). */
  doctorNotFound: 'docfinder.doctor_not_found',
  /** 404: no office with this id among the caller's own (another doctor's is answered the same). */
  addressNotFound: 'docfinder.address_not_found',
  /** 409: an office call while the caller has no listing (opt in first with `PUT /me`). */
  notListed: 'docfinder.not_listed',
  /** 403: only Brazilian doctors with a CRM (UF + number) on their account can list. */
  notEligible: 'docfinder.not_eligible',
  /** 403: dentists (CRO) cannot list. */
  dentist: 'docfinder.dentist',
  /** 409: the listing already has DOCFINDER_MAX_OFFICES offices. */
  tooManyOffices: 'docfinder.too_many_offices',
  /** 422: a well-formed CEP (`cep` search parameter) whose municipality is not known. */
  cepUnknown: 'docfinder.cep_unknown',
} as const;
export type DocfinderProblemCode =
  (typeof docfinderProblemCodes)[keyof typeof docfinderProblemCodes];
