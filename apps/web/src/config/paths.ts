import {
  CERTIFICATE_VERIFICATION_PATH,
  certificateVerificationPath,
} from '@pulso/contracts/certificate-links';
import type { CountryCode } from '@pulso/contracts/country';
import { contentSectionOf } from '@pulso/contracts/content/item-path';

/**
 * Every URL of the single-page app (spec §2). Route patterns are written without the leading
 * slash so the router can nest them; `href` builders give the absolute paths links use.
 */
export const paths = {
  landing: { pattern: '', href: () => '/' },
  signin: { pattern: 'signin', href: () => '/signin' },
  terms: { pattern: 'condiciones-de-uso', href: () => '/condiciones-de-uso' },
  privacy: { pattern: 'politica-de-privacidad', href: () => '/politica-de-privacidad' },
  imprint: { pattern: 'imprint', href: () => '/imprint' },
  esCo: { pattern: 'es-co', href: () => '/es-co' },
  doctorFinderLanding: { pattern: 'buscador-medico', href: () => '/buscador-medico' },
  /** A listed doctor's public profile: a stable URL for patients and search engines. */
  doctorFinderProfile: {
    pattern: 'buscador-medico/medico/:id',
    href: (id: string) => `/buscador-medico/medico/${enc(id)}`,
  },
  publicContent: { pattern: 'aceite-teste', href: () => '/aceite-teste' },
  publicContentItem: {
    pattern: 'aceite-teste/:id',
    href: (id: string) => `/aceite-teste/${enc(id)}`,
  },

  home: { pattern: 'home', href: () => '/home' },
  newsEs: { pattern: 'novedades', href: () => '/novedades' },
  newsPt: { pattern: 'novidades', href: () => '/novidades' },
  /** `solo-en-{product}`: React Router cannot match part of a segment, see `isExclusiveSection`. */
  exclusiveProduct: { pattern: ':section', href: (product: string) => `/solo-en-${enc(product)}` },
  exclusiveEs: { pattern: 'solo-en-UM', href: () => '/solo-en-UM' },
  exclusivePt: { pattern: 'somente-no-UM', href: () => '/somente-no-UM' },
  searchEs: { pattern: 'busqueda', href: () => '/busqueda' },
  searchPt: { pattern: 'busca', href: () => '/busca' },
  products: { pattern: 'productos', href: () => '/productos' },
  product: { pattern: 'productos/:id', href: (id: string) => `/productos/${enc(id)}` },
  /** A product's episode or lesson (`contentHref('productos', id, idCapa)`). */
  productPart: {
    pattern: 'productos/:idCapa/:id',
    href: (idCapa: string, id: string) => `/productos/${enc(idCapa)}/${enc(id)}`,
  },
  preferences: { pattern: 'preferencias-usuario', href: () => '/preferencias-usuario' },
  courses: { pattern: 'cursos-online', href: () => '/cursos-online' },
  courseMoreInfo: {
    pattern: 'cursos-online/:id/mas-info',
    href: (id: string) => `/cursos-online/${enc(id)}/mas-info`,
  },
  courseExam: {
    pattern: 'cursos-online/:id/examen',
    href: (id: string) => `/cursos-online/${enc(id)}/examen`,
  },
  certificates: { pattern: 'certificados', href: () => '/certificados' },
  /** Public: what a certificate's QR code opens. */
  certificateVerification: {
    pattern: `${CERTIFICATE_VERIFICATION_PATH.slice(1)}/:code`,
    href: certificateVerificationPath,
  },
  /** Public: the form to type a code. */
  certificateVerificationForm: {
    pattern: CERTIFICATE_VERIFICATION_PATH.slice(1),
    href: () => CERTIFICATE_VERIFICATION_PATH,
  },
  editRegistration: { pattern: 'editar-registro', href: () => '/editar-registro' },
  medicalInformation: { pattern: 'medical-information', href: () => '/medical-information' },
  /**
   * The back office (issue 17): its sections route themselves below it (decision 054).
   * `deepPattern` outranks the content details' `:section/:idCapa/:id` for 3+ segments.
   */
  backoffice: {
    pattern: 'backoffice/*',
    deepPattern: 'backoffice/:section/:part/*',
    href: (...segments: string[]) =>
      ['/backoffice', ...segments.map((segment) => enc(segment))].join('/'),
  },
  /** The team's inbox, in the back office; its old address (the pattern) redirects there. */
  medicalInformationTeam: {
    pattern: 'medical-information/equipe',
    href: () => '/backoffice/medical-information',
  },
  feed: { pattern: 'feed', href: () => '/feed' },
  feedItem: { pattern: 'feed/:id', href: (id: string) => `/feed/${enc(id)}` },
  /** An episode or lesson of a feed item. */
  feedItemPart: {
    pattern: 'feed/:idCapa/:id',
    href: (idCapa: string, id: string) => `/feed/${enc(idCapa)}/${enc(id)}`,
  },
  events: { pattern: 'eventos', href: () => '/eventos' },
  event: { pattern: 'eventos/:id', href: (id: string) => `/eventos/${enc(id)}` },
  eventParticipate: {
    pattern: 'eventos/:id/participar',
    href: (id: string) => `/eventos/${enc(id)}/participar`,
  },
  eventJoin: { pattern: 'eventos/:id/unirse', href: (id: string) => `/eventos/${enc(id)}/unirse` },
  docfinder: { pattern: 'docfinder', href: () => '/docfinder' },
  docfinderRegistration: { pattern: 'docfinder/cadastro', href: () => '/docfinder/cadastro' },
  docfinderAddressNew: {
    pattern: 'docfinder/cadastro-endereco',
    href: () => '/docfinder/cadastro-endereco',
  },
  docfinderAddressEdit: {
    pattern: 'docfinder/editar-endereco/:id',
    href: (id: string) => `/docfinder/editar-endereco/${enc(id)}`,
  },
  speakerTraining: { pattern: 'speaker-training', href: () => '/speaker-training' },
  speakerTrainingMoreInfo: {
    pattern: 'speaker-training/:id/mas-info',
    href: (id: string) => `/speaker-training/${enc(id)}/mas-info`,
  },
  speakerTrainingExam: {
    pattern: 'speaker-training/:id/examen',
    href: (id: string) => `/speaker-training/${enc(id)}/examen`,
  },
} as const;

/** Sections whose items open the shared content-detail screen: `{section}/:id`, `{section}/:idCapa/:id`. */
export const contentSections = [
  'novedades',
  'novidades',
  'solo-en-UM',
  'somente-no-UM',
  'contenidos',
  'conteudos',
  'cursos-online',
  'speaker-training',
] as const;
export type ContentSection = (typeof contentSections)[number];

export const EXCLUSIVE_PREFIX = 'solo-en-';

/** `solo-en-Xarelto` → true; `solo-en-` alone or anything else → false. */
export function isExclusiveSection(segment: string | undefined): boolean {
  return (
    typeof segment === 'string' &&
    segment.startsWith(EXCLUSIVE_PREFIX) &&
    segment.length > EXCLUSIVE_PREFIX.length
  );
}

export function contentHref(section: string, id: string, idCapa?: string): string {
  return idCapa ? `/${section}/${enc(idCapa)}/${enc(id)}` : `/${section}/${enc(id)}`;
}

/** Brazil uses the Portuguese routes, every other country the Spanish ones. */
export function localisedPaths(country: CountryCode) {
  const pt = country === 'br';
  return {
    news: pt ? paths.newsPt.href() : paths.newsEs.href(),
    exclusive: pt ? paths.exclusivePt.href() : paths.exclusiveEs.href(),
    search: pt ? paths.searchPt.href() : paths.searchEs.href(),
  };
}

/** The sections whose name depends on the language: Portuguese in Brazil, Spanish elsewhere. */
export function localisedSections(country: CountryCode) {
  const pt = country === 'br';
  return {
    news: pt ? 'novidades' : 'novedades',
    exclusive: pt ? 'somente-no-UM' : 'solo-en-UM',
    content: contentSectionOf(country),
  } as const satisfies Record<string, ContentSection>;
}

export {
  PRODUCT_SECTION,
  SPEAKER_TRAINING_SECTION,
  sectionForItem,
} from '@pulso/contracts/content/item-path';
export const FEED_SECTION = 'feed';

function enc(value: string): string {
  return encodeURIComponent(value);
}
