import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** Privacy policy of the country, from the API. */
export function Component() {
  return <LegalDocumentPage document="privacy" />;
}
