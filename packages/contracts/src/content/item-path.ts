import type { CountryCode } from '../country.ts';
import type { MainCluster } from './clusters.ts';

/** The section of the product screen (`productos/{id}`; no `{idCapa}` form). */
export const PRODUCT_SECTION = 'productos';
export const SPEAKER_TRAINING_SECTION = 'speaker-training';
export const TRAINING_SECTION = 'cursos-online';

/** The general content section: Portuguese in Brazil, Spanish elsewhere. */
export const contentSectionOf = (country: CountryCode) =>
  country === 'br' ? ('conteudos' as const) : ('contenidos' as const);

/**
 * Where an item opens when it is not shown in a list of its own (home rows, search, see later,
 * a push notification): products under `productos`, trainings under `cursos-online`, speaker
 * trainings under the speaker section, everything else under `contenidos` / `conteudos`.
 */
export function sectionForItem(
  item: { mainCluster: MainCluster; isSpeakerTraining?: boolean | undefined },
  country: CountryCode,
): string {
  if (item.mainCluster === 'to_product') return PRODUCT_SECTION;
  if (item.isSpeakerTraining) return SPEAKER_TRAINING_SECTION;
  if (item.mainCluster === 'to_training') return TRAINING_SECTION;
  return contentSectionOf(country);
}

/** The app path of an item in its own section (`/conteudos/{id}`). */
export const itemPath = (
  item: { id: string; mainCluster: MainCluster; isSpeakerTraining?: boolean | undefined },
  country: CountryCode,
): string => `/${sectionForItem(item, country)}/${encodeURIComponent(item.id)}`;
