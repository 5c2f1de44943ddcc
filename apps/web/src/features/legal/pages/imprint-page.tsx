import { pageMissingIn } from '@pulso/contracts/site-pages';
import { Navigate } from 'react-router';
import { useCountry } from '../../../lib/country/country-context.ts';
import { LegalDocumentPage } from '../components/legal-document-page.tsx';

/** Imprint of the country, from the API: only Mexico has one, elsewhere the path leads home. */
export function Component() {
  const { country } = useCountry();
  if (pageMissingIn(country, 'imprint')) return <Navigate to="/" replace />;
  return <LegalDocumentPage document="imprint" />;
}
