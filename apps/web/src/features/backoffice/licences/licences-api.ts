import { useMutation } from '@tanstack/react-query';
import { licenceImportResultSchema } from '@pulso/contracts/backoffice/licences';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** Uploads Brazil's licence file as it is (`text/csv`); nothing is written when it has errors. */
export function useLicenceImport() {
  return useMutation({
    mutationFn: async (file: File) =>
      request(apiUrl('backoffice/licences/import'), {
        schema: licenceImportResultSchema,
        method: 'POST',
        rawBody: { content: await file.text(), contentType: 'text/csv' },
        blocking: false,
        authFailure: 'throw',
      }),
  });
}
