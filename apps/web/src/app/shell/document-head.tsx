import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOrigin, pageHead } from '@pulso/contracts/site-pages';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { applyPageHead } from '../../lib/page-head.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';

/**
 * Spec §2 "<brand> | <page name>" from the matched route's handle, and for the public pages their
 * description, canonical URL, hreflang alternates and Open Graph tags — what the server wrote
 * into index.html for the first page, kept right as the user moves around.
 */
export function DocumentHead() {
  const { t, i18n } = useTranslation();
  const { country } = useCountry();
  const { configuredHosts } = useRuntimeConfig();
  const handle = useRouteHandle();
  const head = pageHead({
    country,
    page: handle?.sitePage,
    titleKey: handle?.titleKey,
    t: (key) => (i18n.exists(key) ? t(key) : undefined),
    originOf: (code) =>
      countryOrigin(code, { configuredHosts, requestOrigin: window.location.origin }),
  });
  const serialised = JSON.stringify(head);
  useEffect(() => {
    applyPageHead(JSON.parse(serialised) as typeof head);
  }, [serialised]);
  return null;
}
