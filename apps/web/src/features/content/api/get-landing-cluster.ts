import { useEffect, useState } from 'react';
import type { ClusterContainer } from '@pulso/contracts/content';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** The public cluster of the landing page: the country's public banners and a novelty row. */
export const LANDING_CLUSTER_ID = 'landing';

/**
 * `GET clusters/landing`, read once when the landing shows. The landing has a tight download
 * budget, so this uses neither the query hooks nor the content schemas (kept out of its chunks);
 * the showcase only reads what it needs and shows nothing when the call fails.
 */
export function useLandingCluster(): ClusterContainer | undefined {
  const [cluster, setCluster] = useState<ClusterContainer>();
  useEffect(() => {
    const controller = new AbortController();
    request(apiUrl(`clusters/${LANDING_CLUSTER_ID}`), {
      blocking: false,
      signal: controller.signal,
    }).then(
      (body) => setCluster(body as ClusterContainer),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return cluster;
}
