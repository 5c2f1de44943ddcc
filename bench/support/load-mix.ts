// What the load benchmark asks, and in what proportions: the mix an HCP portal sees. Each route
// is a share of the offered rate and a request made afresh for every send (autocannon's
// `setupRequest`): a doctor taken in turn (their session, their country, their own client address
// in X-Forwarded-For), and for search and the doctor finder a query taken in turn from a pool of
// distinct ones, so that no answer comes only from having been asked a moment before.
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { DEFAULT_API_KEY, headers as apiHeaders } from '@pulso/contracts/http';
import { docfinderSpecialties } from '@pulso/contracts/docfinder';
import { specialtyAreas } from '@pulso/contracts/labels';
import { SIGNED_IN_HINT_COOKIE } from '@pulso/contracts/site-pages';
import { allMunicipalities } from '../../apps/api/src/modules/docfinder/municipalities.ts';
import {
  portugueseWords,
  productNames,
  spanishWords,
  type LanguageWords,
} from './catalogue-words.ts';
import { LOAD_PASSWORD, type LoadDoctor } from './load-doctors.ts';
import type { LoadServerReady } from './load-server-process.ts';

export interface LoadRoute {
  name: string;
  /** Share of the offered rate (the shares add up to 1). */
  share: number;
  /** The requests one connection sends in turn (sign-in: the provider's login, then the product's). */
  requests: Request[];
}

/** What a sign-in's connection keeps between its two requests. */
interface Context {
  doctor?: LoadDoctor;
  signedIn?: string;
}

/** A small deterministic generator (mulberry32): the same queries every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** One letter of a word of 5 letters or more dropped or doubled: what a hurried doctor types. */
function withTypo(text: string, next: () => number): string {
  const words = text.split(' ');
  const long = words.map((word, index) => ({ word, index })).filter((w) => w.word.length >= 5);
  if (!long.length) return text;
  const { word, index } = long[Math.floor(next() * long.length)]!;
  const at = 1 + Math.floor(next() * (word.length - 2));
  words[index] =
    next() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word[at] + word.slice(at);
  return words.join(' ');
}

/**
 * Distinct search queries in a language from the catalogue's own words: a topic as written, without
 * accents, with a typo, a topic's first word with a prefix's or suffix's word, a product name, a
 * misspelt product name, two topics' words. Answers them shuffled.
 */
export function searchQueries(words: LanguageWords, seed: number): string[] {
  const next = random(seed);
  const topics = Object.values(words.topics).flat();
  const extras = [...words.prefixes, ...words.suffixes]
    .flatMap((phrase) => phrase.split(' '))
    .filter((word) => word.length >= 4);
  const queries = new Set<string>();
  for (const topic of topics) {
    queries.add(topic);
    queries.add(unaccented(topic));
    for (let i = 0; i < 6; i++) queries.add(withTypo(topic, next));
    for (let i = 0; i < 6; i++) {
      const first = topic.split(' ')[0]!;
      queries.add(`${first} ${extras[Math.floor(next() * extras.length)]!}`.toLowerCase());
    }
    for (let i = 0; i < 4; i++) {
      const other = topics[Math.floor(next() * topics.length)]!.split(' ').at(-1)!;
      queries.add(`${topic.split(' ')[0]!} ${other}`);
    }
  }
  for (const product of productNames) {
    queries.add(product.toLowerCase());
    for (let i = 0; i < 4; i++) queries.add(withTypo(product.toLowerCase(), next));
    for (const topic of topics.slice(0, 12)) queries.add(`${product} ${topic.split(' ')[0]!}`);
  }
  const list = [...queries].filter((query) => query.trim().length >= 3);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Doctor-finder searches a patient makes: a specialty near a capital, in a UF, or a surname. */
export function doctorFinderQueries(seed: number): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const capitals = allMunicipalities().filter((m) => m.capital);
  const specialties = docfinderSpecialties.map((s) => s.code);
  const surnames = ['silva', 'santos', 'oliveira', 'souza', 'ferreira', 'carvalho', 'almeida'];
  const queries = new Set<string>();
  while (queries.size < 3_000) {
    const roll = next();
    if (roll < 0.6) {
      const city = pick(capitals);
      const page = next() < 0.15 ? '&page=2' : '';
      queries.add(`specialty=${pick(specialties)}&near=${city.lat},${city.lng}&radiusKm=25${page}`);
    } else if (roll < 0.8) {
      queries.add(`specialty=${pick(specialties)}&uf=${pick(capitals).uf}`);
    } else {
      const surname = pick(surnames);
      queries.add(`q=${surname.slice(0, 4 + Math.floor(next() * (surname.length - 3)))}`);
    }
  }
  return [...queries];
}

/** Chromium's request headers that change the server's work (compression). */
const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/** What the doctor's browser sends with every request: its address (as the proxy tells it), cookies. */
const browserOf = (doctor: LoadDoctor) => ({
  ...browserHeaders,
  'x-forwarded-for': doctor.address,
  cookie: doctor.cookie,
});

/** Takes items in turn. */
function turns<T>(items: readonly T[]) {
  let index = 0;
  return () => items[index++ % items.length]!;
}

export function loadRoutes(ready: LoadServerReady, port: number): LoadRoute[] {
  const nextDoctor = turns(ready.doctors);
  const signedIn = (doctor: LoadDoctor) => ({
    ...browserOf(doctor),
    [apiHeaders.apiKey]: DEFAULT_API_KEY,
    [apiHeaders.authorization]: `Bearer ${doctor.token}`,
  });
  const get = (path: (doctor: LoadDoctor) => string, extra?: (d: LoadDoctor) => object) => ({
    method: 'GET' as const,
    setupRequest: (request: Request) => {
      const doctor = nextDoctor();
      return {
        ...request,
        path: path(doctor),
        headers: { ...signedIn(doctor), ...(extra?.(doctor) ?? {}) },
      };
    },
  });

  const queries = {
    pt: turns(searchQueries(portugueseWords, 7)),
    es: turns(searchQueries(spanishWords, 11)),
  };
  const doctorFinder = turns(doctorFinderQueries(5));
  const itemTurns = Object.fromEntries(
    Object.entries(ready.contentIds).map(([country, ids]) => [country, turns(ids)]),
  ) as Record<string, () => string>;
  let eventsAsked = 0;

  return [
    { name: 'home rows (API)', share: 0.15, requests: [get(() => '/api/clusters/home')] },
    {
      name: 'home page (server-rendered)',
      share: 0.1,
      requests: [
        get(
          () => '/home',
          (doctor) => ({
            host: `website-${doctor.country}.localhost:${port}`,
            accept: 'text/html,application/xhtml+xml',
            cookie: `${doctor.cookie}; ${SIGNED_IN_HINT_COOKIE}=1`,
          }),
        ),
      ],
    },
    {
      name: 'content item',
      share: 0.25,
      requests: [get((doctor) => `/api/contents/${itemTurns[doctor.country]!()}`)],
    },
    {
      name: 'search',
      share: 0.15,
      requests: [
        get((doctor) => {
          const q = doctor.country === 'br' ? queries.pt() : queries.es();
          return `/api/search?${new URLSearchParams({ q })}`;
        }),
      ],
    },
    {
      name: 'events list',
      share: 0.1,
      requests: [
        get(() => {
          const n = eventsAsked++;
          if (n % 5 === 4) return '/api/events?when=past';
          if (n % 4 === 3)
            return `/api/events?specialty=${specialtyAreas[n % specialtyAreas.length]}`;
          return '/api/events';
        }),
      ],
    },
    {
      name: 'doctor finder search',
      share: 0.18,
      requests: [get(() => `/docfinder/v1/doctors?${doctorFinder()}`)],
    },
    {
      name: 'medical-information request',
      share: 0.03,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const doctor = nextDoctor();
            return {
              ...request,
              path: '/api/medicalInformation',
              headers: {
                ...signedIn(doctor),
                'content-type': 'application/json',
                [apiHeaders.xsrf]: doctor.xsrfToken,
              },
              body: JSON.stringify({
                id: randomUUID(),
                product: 'Xarelto',
                name: 'Carga Teste',
                email: doctor.email,
                content: '<p>Qual a dose em insuficiência renal moderada?</p>',
                type: 'Pergunta',
              }),
            };
          },
        },
      ],
    },
    {
      // One connection signs in with the provider, then exchanges its signed UID for a session.
      name: 'sign-in',
      share: 0.04,
      requests: [
        {
          method: 'POST',
          path: '/idp/accounts.login',
          setupRequest: (request, context: Context) => {
            const doctor = nextDoctor();
            context.doctor = doctor;
            return {
              ...request,
              path: '/idp/accounts.login',
              headers: { ...browserOf(doctor), 'content-type': 'application/json' },
              body: JSON.stringify({
                apiKey: `pulso-${doctor.country}`,
                loginID: doctor.email,
                password: LOAD_PASSWORD,
              }),
            };
          },
          onResponse: (_status, body, context: Context) => {
            context.signedIn = body;
          },
        },
        {
          method: 'POST',
          path: '/api/users/login',
          setupRequest: (request, context: Context) => {
            const doctor = context.doctor!;
            const answer = JSON.parse(context.signedIn ?? '{}') as Record<string, unknown>;
            return {
              ...request,
              path: '/api/users/login',
              headers: {
                ...browserOf(doctor),
                [apiHeaders.apiKey]: DEFAULT_API_KEY,
                'content-type': 'application/json',
                [apiHeaders.xsrf]: doctor.xsrfToken,
              },
              body: JSON.stringify({
                UID: answer.UID,
                UIDSignature: answer.UIDSignature,
                signatureTimestamp: answer.signatureTimestamp,
              }),
            };
          },
        },
      ],
    },
  ];
}
