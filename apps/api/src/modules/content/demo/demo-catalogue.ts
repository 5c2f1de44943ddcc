import type { CatalogueBanner, CatalogueEntry } from '../catalogue-entry.ts';
import { demoBannerSpecs } from './banners.ts';
import { buildBanners, buildCatalogue } from './builders.ts';
import { itemsEs } from './items-es.ts';
import { itemsPtBr } from './items-pt-br.ts';
import { productsEs, productsPtBr } from './products.ts';
import { trainingEs } from './training-es.ts';
import { trainingPtBr } from './training-pt-br.ts';

/**
 * The demo content of the seven countries (issue 4): Spanish items for Mexico, Argentina, Chile,
 * Costa Rica, Colombia and Peru, Brazilian Portuguese items for Brazil. Fictitious texts, speakers
 * and approval codes; the media are the files of apps/api/media/demo.
 */
export const demoCatalogue: CatalogueEntry[] = [
  ...buildCatalogue('es', [...productsEs, ...itemsEs, ...trainingEs]),
  ...buildCatalogue('pt-br', [...productsPtBr, ...itemsPtBr, ...trainingPtBr]),
];

/** The demo home banners, each opening an item of `demoCatalogue`. */
export const demoBanners: CatalogueBanner[] = buildBanners(demoBannerSpecs, demoCatalogue);
