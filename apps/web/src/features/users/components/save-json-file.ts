import { saveBlob } from '../../../lib/save-blob.ts';

/** Offers `data` to the user as a JSON file download. */
export function saveJsonFile(fileName: string, data: unknown): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
