import { slugify } from '@pulso/contracts/helpers/slug';
import { EXCLUSIVE_PREFIX, isExclusiveSection } from '../../config/paths.ts';

/** What an exclusive list shows: its cluster on the API and, for a product's list, the product. */
export interface ExclusiveSection {
  clusterId: string;
  product?: string;
}

/**
 * `solo-en-UM` / `somente-no-UM` list every exclusive item (cluster `exclusive`);
 * `solo-en-{product}` the product's (cluster `exclusive-<product slug>`, e.g. `exclusive-xarelto`).
 */
export function exclusiveSectionOf(section: string): ExclusiveSection {
  if (section === 'solo-en-UM' || section === 'somente-no-UM' || !isExclusiveSection(section)) {
    return { clusterId: 'exclusive' };
  }
  const product = section.slice(EXCLUSIVE_PREFIX.length);
  return { clusterId: `exclusive-${slugify(product)}`, product: product.replace(/-/g, ' ') };
}
