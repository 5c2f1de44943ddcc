import { z } from 'zod';
import { contentItemFields } from '../content/content-item.ts';
import { validationMessages as m } from '../validation.ts';

/**
 * The spec §3 fields of a back-office item beyond the draft's own (title, synopsis, cluster,
 * specialty, countries, language): its body (`content`, an HTML text or a file: pdf, video,
 * audio, or an event's meeting), preview, medicine insert, episodes, lessons, seasons, planners,
 * exam texts, codes. What `GET /api/backoffice/contents/{id}` answers as `content`: every field,
 * as the catalogue stores it.
 */
export const contentDocumentSchema = contentItemFields.omit({
  id: true,
  title: true,
  synopsis: true,
  mainCluster: true,
  categoryId: true,
  // The viewer's own state, never part of what an editor writes.
  isSaved: true,
  trainingAcceptedTerms: true,
  trainingUserCertificate: true,
  responseStatus: true,
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/**
 * What a create or edit sends as `content`: any of the document's fields (each one typed as the
 * answer's), laid over the stored document (a new item's blank one). A field the document does
 * not have is refused, each by its name (`body.content.<name>`), as is a wrong type; the checks
 * across fields (`minCorrectQuestions` ≤ `totalQuestions`) and the HTML sanitising run on the
 * whole item when it is saved.
 */
export const contentDocumentPatchSchema = z.strictObject(contentDocumentSchema.partial().shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? m.fieldUnknown : m.invalid),
});
export type ContentDocumentPatch = z.infer<typeof contentDocumentPatchSchema>;
