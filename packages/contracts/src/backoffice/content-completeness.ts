// No zod here: the back office's form checks an item with this before sending it (decision 023).

/** Translation keys of what is missing (the web app's texts; the API sends them as messages). */
export const incompleteMessages = {
  /** The item shows nothing: no text and no file, and no episodes or lessons of its own. */
  body: 'backoffice.contents.incomplete.body',
  /** An episode or lesson without its file (or text). */
  part: 'backoffice.contents.incomplete.part',
} as const;

/** One thing a version lacks before review, by its path in the draft (`content.episodes.0.content`). */
export interface MissingPart {
  field: string;
  code: 'required';
  message: (typeof incompleteMessages)[keyof typeof incompleteMessages];
}

type Body = { kind?: unknown; html?: unknown; url?: unknown } | null | undefined;
type Part = { content?: Body } | null | undefined;
interface Document {
  content?: Body;
  episodes?: readonly Part[] | null;
  lessons?: readonly Part[] | null;
  seasons?: readonly ({ episodes?: readonly Part[] | null } | null | undefined)[] | null;
}

/** Markup that shows something without any text (an image, a player, a frame). */
const embedded = /<(img|video|audio|iframe|object|embed)\b/i;

/** Whether a body plays or shows something: a text with words (or an image), or a file. */
export function bodyHasSomething(body: Body): boolean {
  if (!body || typeof body !== 'object') return false;
  if (body.kind === 'html') {
    const html = typeof body.html === 'string' ? body.html : '';
    return embedded.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;
  }
  return typeof body.url === 'string' && body.url.trim().length > 0;
}

/**
 * What a version lacks to be sent for review or approved (issue 32): each episode, lesson and
 * season episode needs its file (or text), and the item its own body unless its episodes or
 * lessons are what doctors play (a series has none of its own). A draft may lack them all.
 */
export function missingParts(document: Document): MissingPart[] {
  const missing: MissingPart[] = [];
  const need = (field: string, message: MissingPart['message']) =>
    missing.push({ field, code: 'required', message });
  const parts = (path: string, list: readonly Part[] | null | undefined) =>
    (list ?? []).forEach((part, index) => {
      if (!bodyHasSomething(part?.content))
        need(`${path}.${index}.content`, incompleteMessages.part);
    });
  const seasons = document.seasons ?? [];
  const hasParts =
    (document.episodes?.length ?? 0) > 0 ||
    (document.lessons?.length ?? 0) > 0 ||
    seasons.some((season) => (season?.episodes?.length ?? 0) > 0);
  if (!hasParts && !bodyHasSomething(document.content))
    need('content.content', incompleteMessages.body);
  parts('content.episodes', document.episodes);
  parts('content.lessons', document.lessons);
  seasons.forEach((season, index) => parts(`content.seasons.${index}.episodes`, season?.episodes));
  return missing;
}
