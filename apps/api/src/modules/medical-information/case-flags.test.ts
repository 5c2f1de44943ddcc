import { describe, expect, it } from 'vitest';
import { flagOf } from './case-flags.ts';

describe('adverse-event and quality-complaint flags', () => {
  it.each([
    ['pt', 'Meu paciente apresentou efeitos colaterais após a segunda dose.'],
    ['pt', 'Suspeita de reação adversa grave, com hospitalização.'],
    ['pt', 'Paciente teve REAÇÃO ALÉRGICA ao Bepantol Derma'],
    ['pt', 'reacao alergica (digitado sem acentos)'],
    ['pt', 'A paciente engravidou: falta de eficácia do Mirena?'],
    ['es', 'Mi paciente presentó efectos secundarios con Yaz.'],
    ['es', 'Posible reacción adversa; el paciente falleció.'],
    ['es', 'EFECTO ADVERSO tras la aplicación de Eylia'],
    ['es', 'sobredosis accidental de Xarelto'],
  ])('flags an adverse event (%s): %s', (_language, text) => {
    expect(flagOf(text)).toBe('adverse-event');
  });

  it.each([
    ['pt', 'A embalagem veio danificada e o lacre violado.'],
    ['pt', 'Reclamação técnica: comprimidos quebrados no blister.'],
    ['pt', 'Notei partículas na solução injetável.'],
    ['es', 'El envase llegó dañado y con el sello roto.'],
    ['es', 'Queja tecnica: las tabletas rotas dentro del frasco'],
    ['es', 'Sospecho que el producto es una falsificación.'],
  ])('flags a quality complaint (%s): %s', (_language, text) => {
    expect(flagOf(text)).toBe('quality-complaint');
  });

  it.each([
    'Qual a posologia de Xarelto na insuficiência renal?',
    'Gostaria do artigo sobre Eylia na degeneração macular.',
    'Pode ser usado na gravidez?',
    '¿Cuál es la dosis de Adempas en hipertensión pulmonar?',
    '¿Existe información sobre el riesgo de sangrado con Xarelto?',
    'Há estudos sobre Nexavar no carcinoma hepatocelular?',
  ])('leaves an ordinary question alone: %s', (text) => {
    expect(flagOf(text)).toBeNull();
  });

  it('needs whole words: a longer word that starts like a listed one is not a match', () => {
    expect(flagOf('internadora')).toBeNull();
    expect(flagOf('internado')).toBe('adverse-event');
  });

  it('prefers the adverse event when a text reads like both', () => {
    expect(flagOf('Embalagem danificada e o paciente teve efeitos adversos')).toBe('adverse-event');
  });
});
