import {
  type CountryCode,
  htmlLangOf,
  localeIds,
  regionalGroupOf,
  uiLanguageOf,
} from './country.ts';
import type { CountryProfile, LinkedText } from './country-profile.ts';
import { registrationSpecialties } from './registration-specialties.ts';

/**
 * The seven country profiles of spec §3. Values the spec gives (regional group, language,
 * timezone, registration fields, register-API language, last-updated dates, footer link rules)
 * are used exactly. The approval codes here are plainly fake demo defaults: the server replaces
 * them with the configured values (runtime-config.ts `countries.<cc>.approvalCode`).
 */

/** A page of this site: opens in the same tab. */
const inSite = (textKey: string, path: string): LinkedText => ({
  textKey,
  link: path,
  newTab: false,
});

/** An external page (the company's corporate sites); `newTab` as the country's footer has it. */
const external = (textKey: string, link: string, newTab = true): LinkedText => ({
  textKey,
  link,
  newTab,
});

const common = {
  terms: 'country.common.links.terms',
  privacy: 'country.common.links.privacy',
  contact: 'country.common.links.contact',
  corporateSite: 'country.common.links.corporateSite',
  pharmaceuticals: 'country.common.links.pharmaceuticals',
  reportSideEffect: 'country.common.links.reportSideEffect',
  technicalComplaint: 'country.common.links.technicalComplaint',
  clickHere: 'country.common.clickHere',
} as const;

/** Fields every profile derives from the country itself (country.ts holds the spec's mapping). */
function base(country: CountryCode) {
  return {
    country,
    appName: 'Pulso',
    appShortName: `Pulso ${country.toUpperCase()}`,
    approvalCode: `DEMO-${country.toUpperCase()}-0000`,
    regulatoryDisclaimerKey: `country.${country}.disclaimer.hcpOnly`,
    clickTextKey: common.clickHere,
    regionalGroup: regionalGroupOf[country],
    language: uiLanguageOf[country],
    htmlLang: htmlLangOf[country],
    localeId: localeIds[country],
    registrationSpecialties: registrationSpecialties[country],
    bannerImage: `/assets/img/app-banner-${country}.svg`,
    qrCodeImage: `/assets/img/qr-${country}.svg`,
  } as const;
}

/** Costa Rica, Colombia and Peru: footer for prescribers and the safety-reporting link. */
function andean(
  country: 'cr' | 'co' | 'pe',
): Pick<CountryProfile, 'andeanFooter' | 'reportSideEffect'> {
  const safety = external(
    `country.${country}.andean.link`,
    `https://corporativo.pulso.example/${country}/farmacovigilancia`,
  );
  return {
    andeanFooter: {
      text1Key: `country.${country}.andean.text1`,
      text2Key: `country.${country}.andean.text2`,
      text3Key: `country.${country}.andean.text3`,
      link: safety,
    },
    reportSideEffect: external(common.reportSideEffect, safety.link),
  };
}

const mx: CountryProfile = {
  ...base('mx'),
  regulatoryApprovalCode: 'DEMO-MX-COFEPRIS-0000',
  mexicoDisclaimerKey: 'country.mx.disclaimer.mexicoOnly',
  lastUpdated: '03/05/2024',
  terms: inSite(common.terms, '/condiciones-de-uso'),
  privacy: inSite(common.privacy, '/politica-de-privacidad'),
  imprint: inSite('country.mx.links.imprint', '/imprint'),
  contact: external(common.contact, 'https://corporativo.pulso.example/mx/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/mx/mexico'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/mx/productos-farmaceuticos',
  ),
  reportSideEffect: external(
    'country.mx.links.reportSideEffect',
    'mailto:farmacovigilancia.mx@pulso.example',
    false,
  ),
  technicalComplaint: external(
    'country.mx.links.qualityComplaint',
    'mailto:calidad.mx@pulso.example',
    false,
  ),
  timezone: { iana: 'America/Mexico_City', label: 'CST UTC-6' },
  registrationFields: [
    'treatment',
    'state',
    'identityDocumentOrMedicalCollegiate',
    'salesRepresentativeCode',
  ],
  registerApiLanguage: 'es_MX',
};

const ar: CountryProfile = {
  ...base('ar'),
  lastUpdated: '7/7/2023',
  terms: inSite(common.terms, '/condiciones-de-uso'),
  privacy: inSite(common.privacy, '/politica-de-privacidad'),
  contact: external(common.contact, 'https://corporativo.pulso.example/ar/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/ar/argentina'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/ar/productos-farmaceuticos',
  ),
  reportSideEffect: external(
    common.reportSideEffect,
    'https://corporativo.pulso.example/ar/farmacovigilancia',
  ),
  technicalComplaint: external(common.technicalComplaint, 'mailto:calidad.ar@pulso.example', false),
  timezone: { iana: 'America/Argentina/Buenos_Aires', label: 'UTC-3' },
  registrationFields: ['state', 'nationalRegistration', 'provincialEnrollment'],
  registerApiLanguage: 'es',
};

const cl: CountryProfile = {
  ...base('cl'),
  lastUpdated: '7/7/2023',
  terms: inSite(common.terms, '/condiciones-de-uso'),
  privacy: inSite(common.privacy, '/politica-de-privacidad'),
  contact: external(common.contact, 'https://corporativo.pulso.example/cl/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/cl/chile'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/cl/productos-farmaceuticos',
  ),
  reportSideEffect: external(
    common.reportSideEffect,
    'https://corporativo.pulso.example/cl/farmacovigilancia',
  ),
  technicalComplaint: external(common.technicalComplaint, 'mailto:calidad.cl@pulso.example', false),
  timezone: { iana: 'America/Santiago', label: 'UTC-3' },
  registrationFields: ['state', 'RUT'],
  registerApiLanguage: 'es',
};

const cr: CountryProfile = {
  ...base('cr'),
  ...andean('cr'),
  lastUpdated: '12/7/2024',
  terms: external(common.terms, 'https://corporativo.pulso.example/cr/condiciones-de-uso'),
  privacy: external(
    common.privacy,
    'https://corporativo.pulso.example/cr/declaracion-de-privacidad',
  ),
  contact: external(common.contact, 'https://corporativo.pulso.example/cr/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/cr/costa-rica'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/cr/productos-farmaceuticos',
  ),
  technicalComplaint: external(common.technicalComplaint, 'mailto:calidad.cr@pulso.example', false),
  timezone: { iana: 'America/Costa_Rica', label: 'UTC-6' },
  registrationFields: ['identityDocumentOrMedicalCollegiate'],
  registerApiLanguage: 'es',
};

const co: CountryProfile = {
  ...base('co'),
  ...andean('co'),
  lastUpdated: '12/7/2024',
  terms: external(common.terms, 'https://corporativo.pulso.example/co/condiciones-de-uso'),
  privacy: external(
    common.privacy,
    'https://corporativo.pulso.example/co/declaracion-de-privacidad',
  ),
  contact: external(common.contact, 'https://corporativo.pulso.example/co/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/co/colombia'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/co/productos-farmaceuticos',
  ),
  technicalComplaint: external(common.technicalComplaint, 'mailto:calidad.co@pulso.example', false),
  timezone: { iana: 'America/Bogota', label: 'UTC-5' },
  registrationFields: ['identityDocumentOrMedicalCollegiate'],
  registerApiLanguage: 'es',
};

const pe: CountryProfile = {
  ...base('pe'),
  ...andean('pe'),
  lastUpdated: '12/7/2024',
  terms: external(common.terms, 'https://corporativo.pulso.example/pe/condiciones-de-uso'),
  privacy: external(
    common.privacy,
    'https://corporativo.pulso.example/pe/declaracion-de-privacidad',
  ),
  contact: external(common.contact, 'https://corporativo.pulso.example/pe/contacto'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/pe/peru'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/pe/productos-farmaceuticos',
  ),
  technicalComplaint: external(common.technicalComplaint, 'mailto:calidad.pe@pulso.example', false),
  timezone: { iana: 'America/Lima', label: 'UTC-5' },
  registrationFields: ['identityDocumentOrMedicalCollegiate'],
  registerApiLanguage: 'es',
};

const br: CountryProfile = {
  ...base('br'),
  lastUpdated: '07/07/2023',
  // Brazil's legal pages live on the corporate site and open in the same tab.
  terms: external(common.terms, 'https://corporativo.pulso.example/br/termos-de-uso', false),
  privacy: external(
    common.privacy,
    'https://corporativo.pulso.example/br/politica-de-privacidade',
    false,
  ),
  contact: external(common.contact, 'https://corporativo.pulso.example/br/fale-conosco'),
  corporateSite: external(common.corporateSite, 'https://corporativo.pulso.example/br'),
  pharmaceuticals: external(
    common.pharmaceuticals,
    'https://corporativo.pulso.example/br/produtos-farmaceuticos',
  ),
  reportSideEffect: external(
    common.reportSideEffect,
    'https://corporativo.pulso.example/br/farmacovigilancia',
  ),
  technicalComplaint: external(
    common.technicalComplaint,
    'https://corporativo.pulso.example/br/reclamacao-tecnica',
  ),
  timezone: { iana: 'America/Sao_Paulo', label: 'UTC-3' },
  registrationFields: ['UF', 'CRM', 'TermosEPoliticas'],
  registerApiLanguage: 'pt_BR',
};

export const countryProfiles: Record<CountryCode, CountryProfile> = { mx, ar, cl, cr, co, pe, br };

export function getCountryProfile(code: CountryCode): CountryProfile {
  return countryProfiles[code];
}

/** Every translation key a profile refers to (link texts, disclaimers, footer texts, click text). */
export function countryProfileTextKeys(profile: CountryProfile): string[] {
  const links = [
    profile.corporateSite,
    profile.terms,
    profile.privacy,
    profile.imprint,
    profile.contact,
    profile.pharmaceuticals,
    profile.reportSideEffect,
    profile.technicalComplaint,
    profile.andeanFooter?.link,
  ];
  const keys = [
    ...links.map((link) => link?.textKey),
    profile.regulatoryDisclaimerKey,
    profile.mexicoDisclaimerKey,
    profile.andeanFooter?.text1Key,
    profile.andeanFooter?.text2Key,
    profile.andeanFooter?.text3Key,
    profile.clickTextKey,
  ];
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}
