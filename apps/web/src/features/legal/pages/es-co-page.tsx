import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** The no-index `es-co` page (spec §2): React 19 hoists the robots meta into <head> while it shows. */
export function Component() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <LegalDocumentPage document="es-co" />
    </>
  );
}
