// A doctor registered for one journey, the way the registration form does it: an identity account
// at the embedded provider (`/idp/accounts.initRegistration`, `accounts.register` with
// finalizeRegistration), then the product account (`POST /api/users`) with the body the web app
// builds from its form (`registrationFormSchemaFor` → `registrationRequestFrom`). Journeys that
// change an account (courses passed, requests, password…) use one, so that a retry or another
// run never finds what an earlier one left.
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import {
  type CountryCode,
  localeIds,
  regionalGroupOf,
  uiLanguageOf,
} from '@pulso/contracts/country';
import { headers, RUNTIME_CONFIG_META, XSRF_COOKIE } from '@pulso/contracts/http';
import {
  registrationFormSchemaFor,
  registrationRequestFrom,
  type RegistrationFormInput,
} from '@pulso/contracts/registration';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { loginResponseSchema } from '@pulso/contracts/users';

export interface FreshDoctor {
  country: CountryCode;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the profile and the medical-information form show it. */
  name: string;
  /** Mexico: the treatment (`Dra.`) that certificates print before the name. */
  treatment?: string;
}

/**
 * Active CRMs of the demo registry (apps/api/src/modules/licences/licences.seed.ts) that no demo
 * account holds and no journey types in: a Brazilian doctor takes the first free one, registered
 * with the holder's own name (a different name would put the account under review). The
 * identity journey's registration uses 123456/SP, and 555555/PE when it is retried.
 */
const brazilianLicences = [
  { uf: 'MG', number: '045120', firstName: 'Lucas', lastName: 'Ferreira Rocha' },
  { uf: 'RS', number: '031877', firstName: 'Fernanda', lastName: 'Schmidt' },
  { uf: 'PR', number: '058341', firstName: 'Gabriel', lastName: 'Moreira Teixeira' },
  { uf: 'BA', number: '072690', firstName: 'Larissa', lastName: 'Andrade Pires' },
  { uf: 'SC', number: '019254', firstName: 'Thiago', lastName: 'Barbosa Reis' },
  { uf: 'GO', number: '036718', firstName: 'Camila', lastName: 'Duarte Farias' },
  { uf: 'CE', number: '024583', firstName: 'Rodrigo', lastName: 'Mendes Araújo' },
  { uf: 'PA', number: '013962', firstName: 'Aline', lastName: 'Cardoso Lopes' },
] as const;

/** What each country's form asks, filled in as a doctor would. */
function countryFields(country: CountryCode): Partial<RegistrationFormInput> {
  const digits = (count: number) =>
    String(randomInt(10 ** (count - 1), 10 ** count)).padStart(count, '0');
  switch (country) {
    case 'mx':
      return {
        treatment: 'Dra.',
        state: 'Jalisco',
        identityDocumentOrMedicalCollegiate: digits(8),
        specialty: 'Cardiología',
        phone: '33 1234 5678',
      };
    case 'ar':
      return {
        state: 'Córdoba',
        nationalRegistration: digits(6),
        provincialEnrollment: digits(5),
        specialty: 'Clínica médica',
      };
    case 'cl':
      return {
        state: 'Metropolitana de Santiago',
        RUT: rut(digits(8)),
        specialty: 'Medicina interna',
      };
    case 'cr':
      return { identityDocumentOrMedicalCollegiate: digits(4), specialty: 'Medicina general' };
    case 'co':
      return { identityDocumentOrMedicalCollegiate: digits(10), specialty: 'Cardiología' };
    case 'pe':
      return { identityDocumentOrMedicalCollegiate: digits(6), specialty: 'Oncología médica' };
    case 'br':
      return { specialty: 'CLÍNICA MÉDICA', phone: '(11) 98765-4321', readAcceptTerms: true };
  }
}

/** A Chilean RUT with its check digit (modulo 11). */
function rut(body: string): string {
  let sum = 0;
  let factor = 2;
  for (const digit of [...body].reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const check = 11 - (sum % 11);
  return `${body}-${check === 11 ? '0' : check === 10 ? 'K' : String(check)}`;
}

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

async function expectOk(response: APIResponse, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const refused = !response.ok() || (typeof body.errorCode === 'number' && body.errorCode !== 0);
  if (refused) throw new Error(`${what}: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** A browser-less client of one country's site: its runtime config and anti-forgery cookies. */
class SiteClient {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly country: CountryCode,
    private readonly config: RuntimeConfig,
    private readonly cookie: string,
    private readonly xsrf: string,
  ) {}

  static async open(country: CountryCode, origin: string): Promise<SiteClient> {
    // Node does not resolve `*.localhost` as browsers do: the site's host goes in the Host header.
    const site = new URL(origin);
    const http = await request.newContext({
      baseURL: `${site.protocol}//127.0.0.1:${site.port}`,
      extraHTTPHeaders: { host: site.host },
    });
    // The first page carries the runtime config and sets the anti-forgery cookies, as for a browser.
    const page = await http.get('/');
    const html = await page.text();
    const meta = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)"`).exec(html);
    if (!meta) throw new Error(`no runtime config in ${origin}/`);
    const config = JSON.parse(decodeAttribute(meta[1]!)) as RuntimeConfig;
    const cookies = page
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0]!);
    const xsrf = cookies.find((pair) => pair.startsWith(`${XSRF_COOKIE}=`))?.split('=')[1];
    if (!xsrf) throw new Error(`${origin}/ set no ${XSRF_COOKIE} cookie`);
    return new SiteClient(http, country, config, cookies.join('; '), decodeURIComponent(xsrf));
  }

  /** `POST /idp/accounts.<method>` with the country's provider key, as the embedded adapter. */
  idp(method: string, params: Record<string, unknown>) {
    return this.http
      .post(`/idp/accounts.${method}`, {
        data: { apiKey: this.config.countries[this.country].idpApiKey, ...params },
      })
      .then((response) => expectOk(response, `accounts.${method}`));
  }

  /** A product API call with the headers the web app sends. */
  api(method: 'GET' | 'POST', path: string, data?: unknown, token?: string) {
    return this.http
      .fetch(`/api/${path}`, {
        method,
        ...(data === undefined ? {} : { data }),
        headers: {
          [headers.apiKey]: this.config.apiKey,
          [headers.region]: regionalGroupOf[this.country],
          ...(token
            ? { [headers.authorization]: `Bearer ${token}` }
            : { [headers.localeId]: localeIds[this.country] }),
          [headers.xsrf]: this.xsrf,
          cookie: this.cookie,
        },
      })
      .then((response) => expectOk(response, `${method} /api/${path}`));
  }

  /** The provider's proof of a login (UID, signature, timestamp). */
  static payload(answer: Record<string, unknown>) {
    return {
      UID: String(answer.UID),
      UIDSignature: String(answer.UIDSignature),
      signatureTimestamp: String(answer.signatureTimestamp),
    };
  }

  close() {
    return this.http.dispose();
  }
}

const identityLanguage = (country: CountryCode) => uiLanguageOf[country].toLowerCase();

/** Registers a new doctor of `country` on its site (`origin`) and answers who it is. */
export async function registerFreshDoctor(
  country: CountryCode,
  origin: string,
): Promise<FreshDoctor> {
  const client = await SiteClient.open(country, origin);
  try {
    const newTag = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const tag = newTag();
    let email = `e2e.${country}.${tag}@pulso.example`;
    const password = `Fresca-${randomBytes(6).toString('base64url')}-2026`;
    // A Brazilian doctor needs a CRM no account holds: try the free ones in turn.
    const licences =
      country === 'br'
        ? brazilianLicences
        : [{ uf: undefined, number: undefined, firstName: 'Ana', lastName: `Prueba ${tag}` }];
    const problems: string[] = [];
    for (const licence of licences) {
      // A new identity account for each licence tried: its profile carries the holder's name,
      // which the certificates print (an account kept from a taken CRM kept the wrong name).
      if (problems.length > 0) email = `e2e.${country}.${newTag()}@pulso.example`;
      const form = registrationFormSchemaFor(country).parse({
        firstName: licence.firstName,
        lastName: licence.lastName,
        password,
        email,
        iamDoctor: true,
        ...countryFields(country),
        ...(licence.number ? { registerUf: licence.uf, registerNumber: licence.number } : {}),
      });
      const regToken = (await client.idp('initRegistration', {})).regToken;
      const login = SiteClient.payload(
        await client.idp('register', {
          regToken,
          email,
          password,
          profile: { firstName: licence.firstName, lastName: licence.lastName },
          finalizeRegistration: true,
          lang: identityLanguage(country),
        }),
      );
      try {
        const saved = await client.api(
          'POST',
          'users',
          registrationRequestFrom(country, form, login),
        );
        if (saved.hasRegistred !== true)
          throw new Error(`not registered: ${JSON.stringify(saved)}`);
      } catch (error) {
        // users.licence_taken: an earlier journey's doctor still holds it.
        if (country === 'br' && String(error).includes('users.licence_taken')) {
          problems.push(`${licence.number}/${licence.uf} taken`);
          continue;
        }
        throw error;
      }
      return {
        country,
        email,
        password,
        firstName: form.firstName,
        lastName: form.lastName,
        name: `${form.firstName} ${form.lastName}`,
        ...(form.treatment ? { treatment: form.treatment } : {}),
      };
    }
    throw new Error(`no free demo CRM for a new Brazilian doctor (${problems.join(', ')})`);
  } finally {
    await client.close();
  }
}

/**
 * Deletes the doctor's accounts as *Mi registro* does (`POST /api/users/me/delete` with the
 * password), which frees a Brazilian doctor's CRM for the next journey.
 */
export async function deleteFreshDoctor(doctor: FreshDoctor, origin: string): Promise<void> {
  const client = await SiteClient.open(doctor.country, origin);
  try {
    const login = SiteClient.payload(
      await client.idp('login', {
        loginID: doctor.email,
        password: doctor.password,
        include: 'profile',
      }),
    );
    const session = loginResponseSchema.parse(await client.api('POST', 'users/login', login));
    await client.api('POST', 'users/me/delete', { password: doctor.password }, session.token);
  } finally {
    await client.close();
  }
}
