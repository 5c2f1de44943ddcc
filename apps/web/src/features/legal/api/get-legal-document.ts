import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@pulso/contracts/country';
import {
  legalDocumentSchema,
  type LegalDocument,
  type LegalDocumentKind,
} from '@pulso/contracts/legal';
import { useCountry } from '../../../lib/country/country-context.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { publicDataLoader, type RouteLoader } from '../../../lib/route-services.ts';
import { redirect } from 'react-router';
import { pageMissingIn, type SitePageId } from '@pulso/contracts/site-pages';

/**
 * GET {api}/legal/{document}: the country's text (the API learns the country from the headers).
 * Checked against legalDocumentSchema outside production only: zod is 23 KB the legal pages must
 * not download (issue 11), and the production build leaves the schema out (decision 066).
 */
export async function getLegalDocument(
  document: LegalDocumentKind,
  signal?: AbortSignal,
): Promise<LegalDocument> {
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

/**
 * A legal page's loader: the document, asked as the page starts to load (the server's render waits
 * for it). A page the country does not have (`page`) goes to `/` without asking.
 */
export function legalDocumentLoader(document: LegalDocumentKind, page: SitePageId): RouteLoader {
  const ask = publicDataLoader(({ queryClient, country }) =>
    queryClient.ensureQueryData(legalDocumentQueryOptions(document, country.country)),
  );
  return (args, services) =>
    pageMissingIn(services.country.country, page) ? redirect('/') : ask(args, services);
}
