import type { Seed } from '../../platform/seed/seed.ts';
import { storeCatalogue } from './catalogue-store.ts';
import { demoBanners, demoCatalogue } from './demo/demo-catalogue.ts';

/** The demo catalogue (README "Demo content"): items and banners of the seven countries. */
export const contentDemoSeed: Seed = {
  name: 'content-demo@2',
  kind: 'demo',
  async run(tx) {
    await storeCatalogue(tx, { entries: demoCatalogue, banners: demoBanners }, { replace: false });
  },
};
