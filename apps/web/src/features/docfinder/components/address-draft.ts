import { getUserId } from '../../../lib/session.ts';

/**
 * The address form's draft (decision 041): kept in session storage while the form has changes,
 * so a reload, a tab crash or a leave confirmed by mistake loses nothing; it is gone once saved
 * or discarded, and with the browser tab. Keyed by user and office (`new` for a new one).
 */
const keyOf = (office: string) => `pulso.docfinder.draft.${getUserId() ?? 'anonymous'}.${office}`;

export function readDraft<T>(office: string): T | null {
  try {
    const text = sessionStorage.getItem(keyOf(office));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(office: string, values: unknown): void {
  try {
    sessionStorage.setItem(keyOf(office), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the guard still asks before leaving.
  }
}

export function clearDraft(office: string): void {
  try {
    sessionStorage.removeItem(keyOf(office));
  } catch {
    // Nothing to clear.
  }
}
