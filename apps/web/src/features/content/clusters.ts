import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  clusterContainerSchema,
  type ClusterContainer,
  type ContentCard,
  type Subcluster,
} from '@pulso/contracts/content';
import { request } from '../../lib/http/http-client.ts';
import { clusterRead } from './content-addresses.ts';
import { contentKeys, useContentSession } from './api/content-keys.ts';

export interface ClusterRequest {
  subclusters?: readonly Subcluster[] | undefined;
  next?: string | undefined;
}

/** Spec §7 `GET clusters/{id}?subclusters=&next=`: one page of rows. */
export function getCluster(
  id: string,
  { subclusters, next }: ClusterRequest = {},
  signal?: AbortSignal,
): Promise<ClusterContainer> {
  const { url, query } = clusterRead(id, { subclusters, next });
  // Not blocking: every screen that lists content shows its own skeleton.
  return request(url, {
    schema: clusterContainerSchema,
    query,
    blocking: false,
    signal,
  });
}

/**
 * The pages of a cluster for a session's `token`, each asked with the `next` cursor of the one
 * before: the page's hook and its route loader (which asks as the page starts to load) share them.
 */
export function clusterPagesOptions(
  token: string | null,
  id: string,
  subclusters: readonly Subcluster[] = [],
) {
  return infiniteQueryOptions({
    queryKey: contentKeys.cluster(token, id, subclusters),
    queryFn: ({ pageParam, signal }) => getCluster(id, { subclusters, next: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ClusterContainer) => page.next,
  });
}

/** The pages of a cluster; `fetchNextPage` loads the following page while `hasNextPage` says one is left. */
export function useClusterPages(id: string, subclusters: readonly Subcluster[] = []) {
  return useInfiniteQuery(clusterPagesOptions(useContentSession(), id, subclusters));
}

/**
 * The cards of a list screen (news, exclusive, products, feed: one row a page) over every page
 * loaded, each item once even if a later page repeats it.
 */
export function listItems(pages: readonly ClusterContainer[] | undefined): ContentCard[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.clusters.flatMap((cluster) => cluster.items))
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
