import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** Imprint (Mexico) of the country, from the API. */
export function Component() {
  return <LegalDocumentPage document="imprint" />;
}
