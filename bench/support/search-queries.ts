// The long tail of search queries (issue 35, item 1): hundreds of distinct queries a doctor might
// type, drawn from the benchmark catalogue's own vocabulary (catalogue-words.ts) in Spanish
// (Mexico) and Portuguese (Brazil): words as written and with their accents dropped, one-letter
// typos, two- and three-word runs of a title or synopsis, product names and misspellings of them.
// The draw is seeded: every run asks the same queries, in the same order.
import {
  portugueseWords,
  productNames,
  spanishWords,
  type LanguageWords,
} from './catalogue-words.ts';

export type QueryKind =
  'word' | 'no accents' | 'typo' | 'two words' | 'three words' | 'product' | 'product typo';

export interface LongTailQuery {
  kind: QueryKind;
  /** Mexican doctors search the Spanish items, Brazilian doctors the Portuguese ones. */
  country: 'mx' | 'br';
  q: string;
}

/** How many queries of each kind per language (before duplicates are dropped). */
const perLanguage: Record<QueryKind, number> = {
  word: 40,
  'no accents': 50,
  typo: 80,
  'two words': 60,
  'three words': 50,
  product: 20,
  'product typo': 30,
};

/** mulberry32: a small seeded generator, so that every run draws the same queries. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** Queries the server takes for one (its cache key ignores case and spacing). */
const keyOf = (query: LongTailQuery) =>
  `${query.country}|${query.q.trim().toLowerCase().replace(/\s+/g, ' ')}`;

const LETTERS = 'abcdefghijlmnoprstuvz';

/** One typo in `word`: a letter left out, doubled, replaced, or two neighbours swapped. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/** The phrases the catalogue's titles and synopses are made of, in one language. */
function phrasesOf(words: LanguageWords): string[] {
  const topics = Object.values(words.topics).flat();
  return [
    ...topics,
    ...words.prefixes.flatMap((prefix) => topics.map((topic) => `${prefix} ${topic}`)),
    ...topics.flatMap((topic) => words.suffixes.map((suffix) => `${topic} ${suffix}`)),
    ...words.sentences,
    ...words.surnames,
  ];
}

function languageQueries(
  country: 'mx' | 'br',
  words: LanguageWords,
  random: () => number,
): LongTailQuery[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const phrases = phrasesOf(words).map((phrase) => wordsOf(phrase.toLowerCase()));
  const vocabulary = [...new Set(phrases.flat())].filter((word) => word.length >= 4);
  const long = vocabulary.filter((word) => word.length >= 6);
  /** `length` words in a row of a title or synopsis, one at least of 5 letters (not `en el`). */
  const run = (length: number): string => {
    const phrase = pick(phrases.filter((p) => p.length >= length));
    const from = Math.floor(random() * (phrase.length - length + 1));
    const words = phrase.slice(from, from + length);
    return words.some((word) => word.length >= 5) ? words.join(' ') : run(length);
  };
  const products = productNames.map((name) => name.toLowerCase());
  const draw: Record<QueryKind, () => string> = {
    word: () => pick(vocabulary),
    'no accents': () => withoutAccents(random() < 0.5 ? pick(vocabulary) : run(2)),
    // A typo in a word alone, or in one word of two.
    typo: () => {
      if (random() < 0.7) return typo(withoutAccents(pick(long)), random);
      const pair = run(2).split(' ');
      const at = pair.findIndex((word) => word.length >= 6);
      if (at < 0) return typo(withoutAccents(pick(long)), random);
      pair[at] = typo(withoutAccents(pair[at]!), random);
      return pair.join(' ');
    },
    'two words': () => (random() < 0.3 ? withoutAccents(run(2)) : run(2)),
    'three words': () => (random() < 0.3 ? withoutAccents(run(3)) : run(3)),
    // A product's name, as typed (any case), alone or with a topic's word.
    product: () => {
      const product = pick(productNames);
      return random() < 0.5 ? product.toLowerCase() : `${product} ${pick(long)}`;
    },
    // One or two typos in a product's name (`xareto`, `xeralto`), as doctors write them from
    // hearing.
    'product typo': () => {
      const product = pick(products);
      const once = typo(product, random);
      return random() < 0.6 ? once : typo(once, random);
    },
  };
  const queries: LongTailQuery[] = [];
  for (const [kind, count] of Object.entries(perLanguage) as [QueryKind, number][]) {
    for (let i = 0; i < count; i++) queries.push({ kind, country, q: draw[kind]() });
  }
  return queries;
}

/**
 * The long tail's distinct queries (about 600; none the same for the server's cache of pages),
 * Spanish and Portuguese mixed in a seeded order.
 */
export function longTailQueries(): LongTailQuery[] {
  const random = seeded(35);
  const all = [
    ...languageQueries('mx', spanishWords, random),
    ...languageQueries('br', portugueseWords, random),
  ];
  const distinct = [...new Map(all.map((query) => [keyOf(query), query])).values()];
  for (let i = distinct.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [distinct[i], distinct[j]] = [distinct[j]!, distinct[i]!];
  }
  return distinct;
}

/** The same key for a query the server's cache of pages gives it (to keep the tail distinct). */
export const cacheKeyOf = keyOf;
