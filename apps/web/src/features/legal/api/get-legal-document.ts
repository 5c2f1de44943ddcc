import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@pulso/contracts/country';
import { legalDocumentSchema, type LegalDocumentKind } from '@pulso/contracts/legal';
import { useCountry } from '../../../lib/country/country-context.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** GET {api}/legal/{document}: the country's text (the API learns the country from the headers). */
export function getLegalDocument(document: LegalDocumentKind, signal?: AbortSignal) {
  // Not blocking: the page shows its own skeleton while the text loads.
  return request(apiUrl(`legal/${document}`), {
    schema: legalDocumentSchema,
    blocking: false,
    signal,
  });
}

export function legalDocumentQueryOptions(document: LegalDocumentKind, country: CountryCode) {
  return queryOptions({
    queryKey: ['legal', country, document],
    queryFn: ({ signal }) => getLegalDocument(document, signal),
    staleTime: 10 * 60_000,
  });
}

export function useLegalDocument(document: LegalDocumentKind) {
  const { country } = useCountry();
  return useQuery(legalDocumentQueryOptions(document, country));
}
