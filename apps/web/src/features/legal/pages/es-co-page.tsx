import { legalDocumentLoader } from '../api/get-legal-document.ts';
import { LegalDocumentPage } from '../components/legal-document-page.tsx';

export const loader = legalDocumentLoader('es-co', 'esCo');

/** The no-index `es-co` page (spec §2): its robots meta comes with the route (site-pages `noindex`). */
export function Component() {
  return <LegalDocumentPage document="es-co" />;
}
