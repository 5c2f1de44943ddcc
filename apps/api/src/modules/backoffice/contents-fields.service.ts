import type { ContentDraft } from '@pulso/contracts/backoffice';
import { missingParts } from '@pulso/contracts/backoffice/content-completeness';
import { CatalogueEntryError, storedItem } from '../content/catalogue-store.ts';
import type { StoredContentItem } from '../content/catalogue.repository.ts';
import { ContentIncompleteError, contentInvalid, topField } from './backoffice.errors.ts';
import type { VersionRecord } from './backoffice.repository.ts';

/** The body's fields over a document: validated with the spec §3 contract, HTML sanitised. */
export function documentOf(base: StoredContentItem, draft: ContentDraft): StoredContentItem {
  const { id, title, synopsis, mainCluster, categoryId } = { ...base, ...draft };
  const item = {
    ...base,
    ...draft.content,
    id: base.id,
    title,
    synopsis,
    mainCluster,
    categoryId,
  } as StoredContentItem;
  void id;
  try {
    return storedItem({
      item,
      language: draft.language,
      audience: draft.countries,
      product: null,
      exclusive: false,
      searchText: '',
    });
  } catch (error) {
    if (error instanceof CatalogueEntryError)
      throw contentInvalid(error, (path) =>
        draftFields.has(topField(path)) ? `body.${path}` : `body.content.${path}`,
      );
    throw error;
  }
}

/** The draft's own fields are named as sent (`body.title`); the document's under `body.content`. */
const draftFields = new Set(['title', 'synopsis', 'mainCluster', 'categoryId']);

/** Doctors would open it and find nothing to play or read: refused before review (issue 32). */
export function requireComplete(version: VersionRecord): void {
  const missing = missingParts(version.document);
  if (missing.length) throw new ContentIncompleteError(missing);
}
