import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@pulso/contracts/country';
import type { LegalDocument, LegalDocumentKind } from '@pulso/contracts/legal';
import { useCountry } from '../../../lib/country/country-context.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/**
 * GET {api}/legal/{document}: the country's text (the API learns the country from the headers).
 * Not checked against legalDocumentSchema here: zod is 23 KB the legal pages must not download
 * (issue 11); the API builds the answer with that schema and the page only renders its strings
 * as text.
 */
export async function getLegalDocument(
  document: LegalDocumentKind,
  signal?: AbortSignal,
): Promise<LegalDocument> {
  // Not blocking: the page shows its own skeleton while the text loads.
  return (await request(apiUrl(`legal/${document}`), { blocking: false, signal })) as LegalDocument;
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
