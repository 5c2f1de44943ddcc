import type { ItemSpec } from './builders.ts';
import { cardiology } from './items-es/cardiology.ts';
import { womensHealth } from './items-es/womens-health.ts';
import { oncology } from './items-es/oncology.ts';
import { ophthalmology } from './items-es/ophthalmology.ts';
import { hematology } from './items-es/hematology.ts';
import { pneumology } from './items-es/pneumology.ts';

/**
 * Spanish demo items (Mexico, Argentina, Chile, Costa Rica, Colombia, Peru): articles, videos,
 * podcasts, series and events of the six specialty areas. Fictitious speakers and texts, for
 * medical education only.
 */
export const itemsEs: ItemSpec[] = [
  ...cardiology,
  ...womensHealth,
  ...oncology,
  ...ophthalmology,
  ...hematology,
  ...pneumology,
];
