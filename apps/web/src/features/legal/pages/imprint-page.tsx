import { legalDocumentLoader } from '../api/get-legal-document.ts';
import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** Only Mexico has an imprint: elsewhere the path leads home (the loader). */
export const loader = legalDocumentLoader('imprint', 'imprint');

/** Imprint of the country, from the API. */
export function Component() {
  return <LegalDocumentPage document="imprint" />;
}
