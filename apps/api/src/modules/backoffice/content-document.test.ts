import { describe, expect, it } from 'vitest';
import {
  backofficeContentSchema,
  contentDocumentSchema,
  contentDraftSchema,
} from '@pulso/contracts/backoffice';
import { audienceCountries, storedItem } from '../content/catalogue-store.ts';
import type { CatalogueEntry } from '../content/catalogue-entry.ts';
import { buildCatalogue } from '../content/demo/builders.ts';
import { demoCatalogue } from '../content/demo/demo-catalogue.ts';
import { demoEventSpecs, demoItemSpec } from '../events/demo/demo-events.ts';

/** Every item the demo seeds store: the catalogue's and the demo events' (events.seed.ts). */
const seeded: CatalogueEntry[] = [
  ...demoCatalogue,
  ...(['es', 'pt-br'] as const).flatMap((language) =>
    buildCatalogue(
      language,
      demoEventSpecs
        .filter((spec) => spec.language === language)
        .map((spec) => demoItemSpec(spec, new Date('2026-01-15T12:00:00Z'))),
    ),
  ),
];

/** A stored item as the back office shows it, and the draft its form sends back unchanged. */
function asBackoffice(entry: CatalogueEntry) {
  const { id, title, synopsis, mainCluster, categoryId, ...content } = storedItem(entry);
  const draft = {
    title,
    synopsis,
    mainCluster,
    categoryId,
    countries: audienceCountries(entry.audience),
    language: entry.language,
    content,
  };
  return { id, content, draft };
}

describe('the back office’s content contract takes every seeded item', () => {
  it('has items with every kind of part to check', () => {
    const documents = seeded.map((entry) => storedItem(entry));
    expect(documents.some((item) => item.episodes.length)).toBe(true);
    expect(documents.some((item) => item.lessons.length)).toBe(true);
    expect(documents.some((item) => item.seasons.length)).toBe(true);
    expect(documents.some((item) => item.planners.length)).toBe(true);
    const kinds = documents.map((item) => item.content?.kind);
    expect(kinds).toEqual(expect.arrayContaining(['html', 'video', 'audio', 'pdf']));
  });

  it.each(seeded.map((entry) => [entry.item.id, entry] as const))(
    '%s: its document is an answer’s content and a draft’s',
    (_id, entry) => {
      const { content, draft } = asBackoffice(entry);
      const answer = contentDocumentSchema.safeParse(content);
      expect(answer.error?.issues ?? []).toEqual([]);
      const sent = contentDraftSchema.safeParse(draft);
      expect(sent.error?.issues ?? []).toEqual([]);
      expect(sent.data?.content).toEqual(content);
    },
  );

  it('answers an item as the back office’s content schema describes it', () => {
    const { id, content, draft } = asBackoffice(seeded[0]!);
    const answer = backofficeContentSchema.safeParse({
      id,
      version: 1,
      status: 'draft',
      ...draft,
      content,
      approvalCode: null,
      validFrom: null,
      validTo: null,
      updatedAt: '2026-01-15T12:00:00.000Z',
      published: null,
      editors: [],
      editedByYou: false,
    });
    expect(answer.error?.issues ?? []).toEqual([]);
  });
});
