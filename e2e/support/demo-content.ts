// The demo catalogue the server seeds (apps/api/src/modules/content/demo): journeys pick their
// items from it by id and read titles, episodes and banners from it instead of copying them.
import { regionalGroupOf, type CountryCode } from '@pulso/contracts/country';
import type { ContentItem } from '@pulso/contracts/content';
import {
  demoBanners,
  demoCatalogue,
} from '../../apps/api/src/modules/content/demo/demo-catalogue.ts';

type DemoItem = Pick<
  ContentItem,
  | 'id'
  | 'title'
  | 'episodes'
  | 'seasons'
  | 'lessons'
  | 'cfApprovalCode'
  | 'totalQuestions'
  | 'minCorrectQuestions'
>;

/** A demo item by id; an id the catalogue lost fails loudly. */
export function demoItem(id: string): DemoItem {
  const entry = demoCatalogue.find((candidate) => candidate.item.id === id);
  if (!entry) throw new Error(`no demo item ${id}`);
  return entry.item;
}

/** The banners a country's home shows, in position order. */
export function demoBannersOf(country: CountryCode) {
  const audience: readonly string[] = [country, regionalGroupOf[country]];
  return demoBanners
    .filter((entry) => entry.audience.some((who) => audience.includes(who)))
    .sort((a, b) => a.position - b.position);
}

/** The titles of the banners a country's home shows, in position order. */
export function demoBannerTitles(country: CountryCode): string[] {
  return demoBannersOf(country).map((entry) => entry.banner.title);
}
