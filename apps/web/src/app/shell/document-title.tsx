import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountry } from '../../lib/country/country-context.ts';
import { setDocumentTitle } from '../../lib/i18n.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';

/** Spec §2: "<brand> | <page name>" from the matched route's handle. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  const handle = useRouteHandle();
  const pageName = handle ? t(handle.titleKey) : undefined;
  useEffect(() => {
    setDocumentTitle(profile.appName, pageName);
  }, [profile.appName, pageName]);
  return null;
}
