import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@pulso/contracts/country';
import { clusterContainerSchema, type ClusterContainer } from '@pulso/contracts/content';
import { contentKeys } from './content-keys.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';
import { publicDataLoader } from '../../../lib/route-services.ts';

/** The public cluster of the landing page: the country's public banners and a novelty row. */
export const LANDING_CLUSTER_ID = 'landing';

/**
 * `GET clusters/landing`: signed out (no token in the key). Its schema checks the answer outside
 * production only (the production build leaves it out, decision 066).
 */
export function landingClusterQueryOptions(country: CountryCode) {
  return queryOptions({
    queryKey: [...contentKeys.cluster(null, LANDING_CLUSTER_ID), country],
    queryFn: ({ signal }) =>
      request(apiUrl(`clusters/${LANDING_CLUSTER_ID}`), {
        schema: clusterContainerSchema,
        blocking: false,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The landing's loader: the server's render waits for the cluster, so the page arrives with its
 * showcase drawn. Fetched in the browser after hydration instead, it pushed the footer down under
 * a visitor's first tap (a click on "Condiciones de uso" landed on the showcase).
 */
export const landingClusterLoader = publicDataLoader(({ queryClient, country }) =>
  queryClient.ensureQueryData(landingClusterQueryOptions(country.country)),
);

/** The landing's cluster; nothing while it loads or when the call failed (the showcase hides). */
export function useLandingCluster(): ClusterContainer | undefined {
  const { country } = useCountry();
  return useQuery(landingClusterQueryOptions(country)).data;
}
