import { escapeHtml } from '@pulso/contracts/helpers/html';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import { htmlLangOf, type CountryCode } from '@pulso/contracts/country';
import { BACKGROUND_COLOR, THEME_COLOR } from './site-theme.ts';
import type { Translate } from './translations.ts';

/**
 * The page the service worker shows for a navigation while the device is offline (decision 047),
 * one per country site in its language. The service worker precaches it once; it carries no
 * script (the strict CSP allows none inline) and its styles under the response's own nonce.
 * "Try again" is a link to the address the doctor asked for (an empty href), no script needed.
 */
export function offlinePageHtml(country: CountryCode, t: Translate, nonce: string): string {
  const text = (key: string) => escapeHtml(t(`pwa.offline.${key}`) ?? '');
  const name = escapeHtml(getCountryProfile(country).appShortName);
  const works = ['worksOpen', 'worksScreens', 'worksNotifications'].map((key) => text(key));
  const needs = ['needsContent', 'needsForms', 'needsLive'].map((key) => text(key));
  const list = (items: string[]) => items.map((item) => `<li>${item}</li>`).join('');
  return `<!doctype html>
<html lang="${htmlLangOf[country]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<meta name="robots" content="noindex">
<title>${text('title')} · ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${escapeHtml(nonce)}">
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${BACKGROUND_COLOR};color:#1f2933;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1.25rem}
header{display:flex;align-items:center;gap:.75rem;margin-bottom:1.5rem}
header img{width:2.5rem;height:2.5rem;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1rem;margin:1.5rem 0 .25rem}
ul{margin:0;padding-left:1.25rem}
a.retry{display:inline-block;margin-top:2rem;padding:.75rem 1.5rem;border-radius:.5rem;background:${THEME_COLOR};color:#fff;text-decoration:none;font-weight:600}
a.retry:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
</style>
</head>
<body>
<main>
<header><img src="/icons/icon-192.png" alt=""><strong>${name}</strong></header>
<h1>${text('title')}</h1>
<p>${text('intro')}</p>
<h2>${text('worksTitle')}</h2>
<ul>${list(works)}</ul>
<h2>${text('needsTitle')}</h2>
<ul>${list(needs)}</ul>
<a class="retry" href="">${text('retry')}</a>
</main>
</body>
</html>
`;
}
