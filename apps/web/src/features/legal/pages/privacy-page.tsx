import { legalDocumentLoader } from '../api/get-legal-document.ts';
import { LegalDocumentPage } from '../components/legal-document-page.tsx';

export const loader = legalDocumentLoader('privacy', 'privacy');

/** Privacy policy of the country, from the API. */
export function Component() {
  return <LegalDocumentPage document="privacy" />;
}
