import type { CaseFlag } from '@pulso/contracts/medical-information';

/**
 * Words that make a request read like an adverse event or a quality (technical) complaint, in
 * Spanish and Portuguese. A flagged request shows the doctor the country's reporting channel and
 * marks the case for the team; flagging too much is cheaper than missing a report, so the lists
 * lean wide, but they avoid words that ordinary product questions use (dose, pregnancy, bleeding
 * risk). Matching ignores case and accents and needs whole words (`lote` is not `lotes`).
 */
const adverseEventPhrases = [
  // Portuguese
  'efeito colateral',
  'efeitos colaterais',
  'efeito adverso',
  'efeitos adversos',
  'efeito indesejado',
  'efeitos indesejados',
  'evento adverso',
  'eventos adversos',
  'reação adversa',
  'reações adversas',
  'reação alérgica',
  'reações alérgicas',
  'anafilaxia',
  'choque anafilático',
  'intoxicação',
  'superdosagem',
  'sobredose',
  'overdose',
  'erro de medicação',
  'falta de eficácia',
  'não fez efeito',
  'hospitalização',
  'hospitalizado',
  'hospitalizada',
  'internado',
  'internada',
  'óbito',
  'faleceu',
  // Spanish
  'efecto secundario',
  'efectos secundarios',
  'efecto colateral',
  'efectos colaterales',
  'efecto adverso',
  'efectos adversos',
  'efecto indeseado',
  'efectos indeseados',
  'evento adverso',
  'reacción adversa',
  'reacciones adversas',
  'reacción alérgica',
  'reacciones alérgicas',
  'choque anafiláctico',
  'shock anafiláctico',
  'intoxicación',
  'sobredosis',
  'error de medicación',
  'falta de eficacia',
  'no hizo efecto',
  'hospitalización',
  'hospitalizada',
  'falleció',
  'fallecimiento',
];

const qualityComplaintPhrases = [
  // Portuguese
  'reclamação técnica',
  'queixa técnica',
  'desvio de qualidade',
  'defeito',
  'defeituoso',
  'defeituosa',
  'danificado',
  'danificada',
  'embalagem violada',
  'lacre violado',
  'lacre rompido',
  'falsificado',
  'falsificada',
  'falsificação',
  'contaminado',
  'contaminada',
  'contaminação',
  'partículas',
  'corpo estranho',
  'cor alterada',
  'cheiro estranho',
  'comprimido quebrado',
  'comprimidos quebrados',
  'vazamento',
  'mau funcionamento',
  'prazo de validade vencido',
  // Spanish
  'reclamo de calidad',
  'queja de calidad',
  'reclamo técnico',
  'queja técnica',
  'defecto de calidad',
  'defectuoso',
  'defectuosa',
  'dañado',
  'dañada',
  'sello roto',
  'envase roto',
  'empaque roto',
  'falsificación',
  'contaminación',
  'cuerpo extraño',
  'cambio de color',
  'olor extraño',
  'tableta rota',
  'tabletas rotas',
  'comprimido roto',
  'comprimidos rotos',
  'mal funcionamiento',
  'caducado',
];

/** Lower case, accents dropped, anything but letters and digits a single space, padded. */
export function normaliseForMatching(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

const adverseEvent = adverseEventPhrases.map(normaliseForMatching);
const qualityComplaint = qualityComplaintPhrases.map(normaliseForMatching);

/**
 * The flag a request's text earns: an adverse event wins over a quality complaint (it is the
 * more urgent report); null when neither list matches.
 */
export function flagOf(text: string): CaseFlag | null {
  const normalised = normaliseForMatching(text);
  if (adverseEvent.some((phrase) => normalised.includes(phrase))) return 'adverse-event';
  if (qualityComplaint.some((phrase) => normalised.includes(phrase))) return 'quality-complaint';
  return null;
}
