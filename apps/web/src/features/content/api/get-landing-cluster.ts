import { useEffect, useState } from 'react';
import { clusterContainerSchema, type ClusterContainer } from '@pulso/contracts/content';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** The public cluster of the landing page: the country's public banners and a novelty row. */
export const LANDING_CLUSTER_ID = 'landing';

/**
 * `GET clusters/landing`, read once when the landing shows. The landing has a tight download
 * budget, so this uses no query hook, and its schema checks the answer outside production only
 * (the production build leaves it out, decision 066); the showcase only reads what it needs and
 * shows nothing when the call fails.
 */
export function useLandingCluster(): ClusterContainer | undefined {
  const [cluster, setCluster] = useState<ClusterContainer>();
  useEffect(() => {
    const controller = new AbortController();
    request(apiUrl(`clusters/${LANDING_CLUSTER_ID}`), {
      schema: clusterContainerSchema,
      blocking: false,
      signal: controller.signal,
    }).then(
      (body) => setCluster(body),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return cluster;
}
