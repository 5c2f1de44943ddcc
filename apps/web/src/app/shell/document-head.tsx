import { useEffect } from 'react';
import { countryOrigin, formatPageTitle, pageHead } from '@pulso/contracts/site-pages';
import { useRuntimeConfig } from '../../lib/config-context.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { applyPageHead } from '../../lib/page-head.ts';
import { usePageHeadOverrideValue } from '../../lib/page-head-override.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { useTranslation } from '../../lib/translation.tsx';

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
  const override = usePageHeadOverrideValue();
  const originOf = (code: typeof country) =>
    countryOrigin(code, { configuredHosts, requestOrigin: window.location.origin });
  const routeHead = pageHead({
    country,
    page: handle?.sitePage,
    titleKey: override ? undefined : handle?.titleKey,
    t: (key) => (i18n.exists(key) ? t(key) : undefined),
    originOf,
  });
  // A page that knows its own name (a doctor's profile): the brand, then that name.
  const origin = originOf(country);
  const head = override
    ? {
        ...routeHead,
        title: formatPageTitle(routeHead.title, override.name),
        description: override.description,
        ...(override.canonicalPath && origin
          ? { canonical: `${origin}${override.canonicalPath}` }
          : {}),
      }
    : routeHead;
  const serialised = JSON.stringify(head);
  useEffect(() => {
    applyPageHead(JSON.parse(serialised) as typeof head);
  }, [serialised]);
  return null;
}
