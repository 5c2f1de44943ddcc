import { FourEyesError } from './backoffice.errors.ts';
import type { VersionEditorEntry } from './backoffice.repository.ts';

/** One who wrote or edited a version, as answers name them (`editors`). */
export interface VersionEditor {
  id: string | null;
  name: string;
}

/**
 * Who wrote or edited one version of a record, each once, in the order of the trail (decision
 * 068): its entries of that record and version (`version` null: every entry of the record, for
 * records with a single version of their text, like an event's).
 */
export function editorsOf(
  entries: readonly VersionEditorEntry[],
  id: string,
  version: number | null,
): VersionEditor[] {
  const editors = new Map<string, VersionEditor>();
  for (const entry of entries)
    if (entry.contentId === id && (version === null || Number(entry.version) === version))
      editors.set(entry.actorId ?? `name:${entry.actorName}`, {
        id: entry.actorId,
        name: entry.actorName,
      });
  return [...editors.values()];
}

/** What every reviewed record answers: who edited the version, and whether the asker did. */
export const editorsView = (editors: VersionEditor[], viewerId: string) => ({
  editors,
  editedByYou: editors.some((editor) => editor.id === viewerId),
});

/**
 * Four eyes (decisions 068, 074): whoever wrote or edited the version never approves it, whatever
 * their roles (an editor-reviewer, an admin): 403 `backoffice.four_eyes`.
 */
export function requireFourEyes(
  editors: readonly VersionEditor[],
  approverId: string,
  what: string,
): void {
  if (editors.some((editor) => editor.id === approverId))
    throw new FourEyesError(`You wrote or edited ${what}: another reviewer must approve it.`);
}
