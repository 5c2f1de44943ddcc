import type { ItemSpec } from './builders.ts';
import { cardiology } from './items-pt-br/cardiology.ts';
import { womensHealth } from './items-pt-br/womens-health.ts';
import { oncology } from './items-pt-br/oncology.ts';
import { ophthalmology } from './items-pt-br/ophthalmology.ts';
import { hematology } from './items-pt-br/hematology.ts';
import { pneumology } from './items-pt-br/pneumology.ts';

/**
 * Brazilian Portuguese demo items: articles, videos, podcasts, series and events of the six
 * specialty areas. Fictitious speakers and texts, for medical education only.
 */
export const itemsPtBr: ItemSpec[] = [
  ...cardiology,
  ...womensHealth,
  ...oncology,
  ...ophthalmology,
  ...hematology,
  ...pneumology,
];
