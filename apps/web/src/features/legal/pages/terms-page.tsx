import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** Terms of use of the country, from the API. */
export function Component() {
  return <LegalDocumentPage document="terms" />;
}
