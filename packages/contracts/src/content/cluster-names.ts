/**
 * Cluster names and what follows from them, without zod: the signed-in pages' cards and rows use
 * them without loading the content schemas (issue 11, decision 066). `clusters.ts` builds the
 * schemas of the same lists and re-exports all of it.
 */

/**
 * The `mainCluster` values that say what an item is (the back office's "type"): a text, a video,
 * an event, an audio… `to_home` is not among them: it says only that the item is the home's own.
 */
export const contentTypes = [
  'to_read',
  'to_see',
  'to_participe',
  'to_listen',
  'to_see_to_listen',
  'to_product',
  'to_training',
] as const;

/** Spec §3 `mainCluster` values: the content types and `to_home`. */
export const mainClusters = ['to_home', ...contentTypes] as const;
export type MainCluster = (typeof mainClusters)[number];

/**
 * Spec §3 tag label by cluster, as translation keys (texts: es/pt-BR "Video"/"Vídeo", "Texto",
 * "Audio"/"Áudio", "Audio / Video"/"Áudio / Vídeo"). The other clusters carry no tag.
 */
export const contentTagLabelKeys = {
  to_see: 'content.tags.video',
  to_read: 'content.tags.text',
  to_listen: 'content.tags.audio',
  to_see_to_listen: 'content.tags.audioVideo',
} as const satisfies Partial<Record<MainCluster, string>>;

/** The tag label key of an item of `cluster`, or `undefined` when the cluster has no tag. */
export function contentTagLabelKey(cluster: MainCluster): string | undefined {
  return (contentTagLabelKeys as Partial<Record<MainCluster, string>>)[cluster];
}

/**
 * Clusters whose items show no duration: a product page or a text article has no length worth
 * showing (a reading time of "1 min" says nothing); videos, audio, events and courses do.
 */
const clustersWithoutDuration: ReadonlySet<MainCluster> = new Set(['to_product', 'to_read']);

/** Whether an item of `cluster` shows its duration. */
export function clusterShowsDuration(cluster: MainCluster): boolean {
  return !clustersWithoutDuration.has(cluster);
}

/** Spec §7 subclusters of `GET clusters/{id}`. */
export const subclusters = [
  'top10',
  'novelty',
  'moreyou',
  'explore',
  'unbranded',
  'products',
  'training',
  'speakertraining',
] as const;
export type Subcluster = (typeof subclusters)[number];
