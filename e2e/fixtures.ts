import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { countryCodes, uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import { countryProfiles } from '@pulso/contracts/country-profiles';
import {
  deleteFreshDoctor,
  registerFreshDoctor,
  type FreshDoctor,
} from './support/fresh-doctor.ts';

export { expect, countryCodes, countryProfiles, type CountryCode, type FreshDoctor };

/** Every demo account's password (README, "Demo accounts"). */
export const PASSWORD = 'Pulso!2026';

type Dictionary = Record<string, unknown>;
const dictionaries = new Map<string, Dictionary>();

function dictionary(language: string): Dictionary {
  let found = dictionaries.get(language);
  if (!found) {
    const file = new URL(`../apps/web/public/assets/i18n/${language}.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    dictionaries.set(language, found);
  }
  return found;
}

function lookup(dict: Dictionary, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Dictionary)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text a user of `country` sees for a translation key (es-MX falls back to es). */
export function textOf(country: CountryCode, key: string): string {
  const language = uiLanguageOf[country];
  const text =
    lookup(dictionary(language), key) ??
    (language === 'es-MX' ? lookup(dictionary('es'), key) : undefined);
  if (text === undefined) throw new Error(`no translation for ${key} in ${language}`);
  return text;
}

/** A translation filled in as i18next does (`{{name}}` placeholders). */
export function textWith(
  country: CountryCode,
  key: string,
  values: Record<string, string | number>,
): string {
  return textOf(country, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
    String(values[name] ?? ''),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label as a screen reader names it; required fields carry a trailing asterisk. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);

/** The origin of a country's site on the server under test. */
export function siteOf(country: CountryCode, baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://localhost:3000').port;
  return `http://website-${country}.localhost:${port}`;
}

/** Fills the open sign-in dialog and submits it. */
export async function signIn(page: Page, country: CountryCode, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label(textOf(country, 'identity.fields.email'))).fill(email);
  await dialog.getByLabel(label(textOf(country, 'identity.fields.password'))).fill(password);
  await dialog
    .getByRole('button', { name: textOf(country, 'identity.login.submit'), exact: true })
    .click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignInAs {
  /**
   * Signs `email` in on `country`'s site, then opens `path` there (the home by default). The
   * first time in a worker it goes through the sign-in form and keeps the browser storage it
   * leaves (the session lives in local storage); later calls restore that storage, unless `form`.
   */
  (
    country: CountryCode,
    email: string,
    options?: { path?: string; form?: boolean; password?: string },
  ): Promise<void>;
}

/**
 * A doctor of `country` registered for this test alone, with a verified licence where the country
 * has a registry (Brazil). Brazilian doctors are deleted after the test, which frees their CRM.
 */
export type NewDoctor = (country: CountryCode) => Promise<FreshDoctor>;

/**
 * The cookie choice each test's browser starts with (only necessary cookies, under any policy
 * revision), so the consent banner stays out of journeys about something else; `null` in
 * `test.use` for a browser that has not chosen yet (e2e/consent.spec.ts).
 */
const NECESSARY_ONLY = {
  consentId: '00000000-0000-4000-8000-000000000000',
  categories: ['necessary'],
  policyRevision: 1_000_000,
  source: 'banner',
  at: '2026-01-01T00:00:00.000Z',
};

export const test = base.extend<
  {
    site: (country: CountryCode) => string;
    signInAs: SignInAs;
    newDoctor: NewDoctor;
    consentChoice: typeof NECESSARY_ONLY | null;
  },
  { sessions: Map<string, StorageState> }
>({
  consentChoice: [NECESSARY_ONLY, { option: true }],
  page: async ({ page, consentChoice }, use) => {
    if (consentChoice) {
      await page.addInitScript((choice) => {
        if (!localStorage.getItem('pulso.consent'))
          localStorage.setItem('pulso.consent', JSON.stringify(choice));
      }, consentChoice);
    }
    await use(page);
  },
  site: async ({ baseURL }, use) => {
    await use((country) => siteOf(country, baseURL));
  },
  sessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures it needs from here.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  newDoctor: async ({ site }, use, testInfo) => {
    const made: FreshDoctor[] = [];
    await use(async (country) => {
      const doctor = await registerFreshDoctor(country, site(country));
      made.push(doctor);
      return doctor;
    });
    for (const doctor of made.filter((each) => each.country === 'br')) {
      try {
        await deleteFreshDoctor(doctor, site(doctor.country));
      } catch (error) {
        // Housekeeping, not what the test claims: the CRM stays held, and the next Brazilian
        // doctor takes another free one (or says that none is left).
        testInfo.annotations.push({
          type: 'cleanup',
          description: `${doctor.email} not deleted: ${String(error)}`,
        });
      }
    }
  },
  signInAs: async ({ page, site, sessions }, use) => {
    await use(async (country, email, { path = '/home', form = false, password } = {}) => {
      const origin = site(country);
      const key = `${origin} ${email}`;
      const kept = sessions.get(key);
      // Whoever was signed in before is left first, so that the app does not see its session go:
      // an open page of the portal would take that for a sign-out elsewhere and go to /signin
      // (RequireAuth) under the next journey's steps.
      await page.goto('about:blank');
      if (kept && !form) {
        await page.context().setStorageState(kept);
      } else {
        await page.context().setStorageState({ cookies: [], origins: [] });
        await page.goto(`${origin}/signin`);
        await signIn(page, country, email, password);
        await expect(page).toHaveURL(`${origin}/home`, { timeout: 20_000 });
        const state = await page.context().storageState();
        sessions.set(key, {
          cookies: [],
          origins: state.origins.filter((entry) => entry.origin === origin),
        });
        if (path === '/home') return;
      }
      await page.goto(`${origin}${path}`);
    });
  },
});
