import type { Seed } from '../../platform/seed/seed.ts';
import { insertMissingLegalDocuments } from './legal.repository.ts';
import { legalTexts } from './texts/legal-texts.ts';

/** The legal texts are needed in production too: a reference seed, not demo data. */
export const legalDocumentsSeed: Seed = {
  name: 'legal-documents@1',
  kind: 'reference',
  run: (tx) => insertMissingLegalDocuments(tx, legalTexts),
};
