import type { LegalDocumentRecord } from '../legal.repository.ts';
import { argentina } from './ar.ts';
import { brazilPrivacy } from './br-privacy.ts';
import { brazilTerms } from './br-terms.ts';
import { chile } from './cl.ts';
import { colombiaProfessionalsPage } from './co-es-co.ts';
import { colombia } from './co.ts';
import { costaRica } from './cr.ts';
import { mexicoImprint } from './mx-imprint.ts';
import { mexico } from './mx.ts';
import { peru } from './pe.ts';
import { spanishPrivacy } from './spanish-privacy.ts';
import { spanishTerms } from './spanish-terms.ts';

const spanishSpeaking = [mexico, argentina, chile, costaRica, colombia, peru];

/** Every legal document the site serves: terms and privacy everywhere, Mexico's imprint, es-co. */
export const legalTexts: readonly LegalDocumentRecord[] = [
  ...spanishSpeaking.flatMap((facts) => [spanishTerms(facts), spanishPrivacy(facts)]),
  brazilTerms,
  brazilPrivacy,
  mexicoImprint,
  colombiaProfessionalsPage,
];
