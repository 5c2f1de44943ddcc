// Word lists the benchmark catalogue is built from (content-seed.ts combines them in SQL): titles
// "<prefix> <topic> <suffix>", synopses of two sentences, speakers, the countries that see an item.
import type { SpecialtyArea } from '@pulso/contracts/labels';

export interface LanguageWords {
  /** Topics by specialty area: an item's topic decides its `categoryId`. */
  topics: Record<SpecialtyArea, string[]>;
  prefixes: string[];
  suffixes: string[];
  sentences: string[];
  firstNames: string[];
  surnames: string[];
  /** Comma lists of the countries that see an item, taken in turn. */
  countrySets: string[];
}

export const spanishWords: LanguageWords = {
  topics: {
    cardiology: [
      'insuficiencia cardíaca',
      'fibrilación auricular',
      'anticoagulación oral',
      'hipertensión arterial',
      'enfermedad renal crónica',
      'cardiopatía isquémica',
      'prevención cardiovascular',
      'tromboembolismo venoso',
      'hipertensión pulmonar',
    ],
    'womens-health': [
      'anticoncepción hormonal',
      'endometriosis',
      'menopausia',
      'terapia hormonal',
      'síndrome de ovario poliquístico',
      'sangrado uterino anormal',
    ],
    oncology: [
      'cáncer de próstata',
      'cáncer colorrectal',
      'carcinoma hepatocelular',
      'cáncer de tiroides',
      'metástasis óseas',
    ],
    ophthalmology: [
      'degeneración macular',
      'edema macular diabético',
      'oclusión venosa retiniana',
      'retinopatía diabética',
    ],
    hematology: ['hemofilia A', 'profilaxis en hemofilia', 'anemia ferropénica'],
    pneumology: ['neumonía adquirida en la comunidad', 'EPOC', 'asma grave', 'fibrosis pulmonar'],
  },
  prefixes: [
    'Actualización en',
    'Guía práctica:',
    'Nuevos enfoques en',
    'Caso clínico:',
    'Claves del abordaje de',
    'Webinar:',
    'Lo esencial sobre',
    'Controversias en',
    'Diagnóstico precoz en',
    'Avances en',
  ],
  suffixes: [
    'en atención primaria',
    'en el adulto mayor',
    'en la práctica diaria',
    'según las guías 2026',
    'en pacientes jóvenes',
    'con comorbilidades',
    'paso a paso',
    'para especialistas',
    '',
    'en el hospital',
  ],
  sentences: [
    'Revisión de la evidencia reciente y recomendaciones para la práctica clínica.',
    'Un experto comparte casos reales y decisiones terapéuticas.',
    'Cómo identificar a los pacientes de alto riesgo y ajustar el tratamiento.',
    'Resumen de los estudios más relevantes presentados este año.',
    'Preguntas frecuentes de la consulta y respuestas basadas en guías.',
    'Estrategias de seguimiento, adherencia y control de efectos adversos.',
    'Discusión multidisciplinaria con cardiólogos, nefrólogos e internistas.',
    'Herramientas prácticas para la toma de decisiones compartida.',
  ],
  firstNames: [
    'Dra. María',
    'Dr. José',
    'Dra. Lucía',
    'Dr. Andrés',
    'Dra. Camila',
    'Dr. Javier',
    'Dra. Valentina',
    'Dr. Martín',
  ],
  surnames: [
    'González',
    'Rodríguez',
    'Fernández',
    'López',
    'Martínez',
    'Sánchez',
    'Pérez',
    'Gómez',
    'Muñoz',
    'Díaz',
  ],
  countrySets: ['mx', 'ar,cl', 'co,cr,pe', 'mx,ar,cl,co,cr,pe', 'ar', 'cl', 'co', 'pe,cr'],
};

export const portugueseWords: LanguageWords = {
  topics: {
    cardiology: [
      'insuficiência cardíaca',
      'fibrilação atrial',
      'anticoagulação oral',
      'hipertensão arterial',
      'doença renal crônica',
      'cardiopatia isquêmica',
      'prevenção cardiovascular',
      'tromboembolismo venoso',
      'hipertensão pulmonar',
    ],
    'womens-health': [
      'contracepção hormonal',
      'endometriose',
      'menopausa',
      'terapia hormonal',
      'síndrome dos ovários policísticos',
      'sangramento uterino anormal',
    ],
    oncology: [
      'câncer de próstata',
      'câncer colorretal',
      'carcinoma hepatocelular',
      'câncer de tireoide',
      'metástases ósseas',
    ],
    ophthalmology: [
      'degeneração macular',
      'edema macular diabético',
      'oclusão da veia retiniana',
      'retinopatia diabética',
    ],
    hematology: ['hemofilia A', 'profilaxia na hemofilia', 'anemia ferropriva'],
    pneumology: ['pneumonia adquirida na comunidade', 'DPOC', 'asma grave', 'fibrose pulmonar'],
  },
  prefixes: [
    'Atualização em',
    'Guia prático:',
    'Novas abordagens em',
    'Caso clínico:',
    'Pontos-chave no manejo de',
    'Webinar:',
    'O essencial sobre',
    'Controvérsias em',
    'Diagnóstico precoce em',
    'Avanços em',
  ],
  suffixes: [
    'na atenção primária',
    'no idoso',
    'na prática diária',
    'segundo as diretrizes 2026',
    'em pacientes jovens',
    'com comorbidades',
    'passo a passo',
    'para especialistas',
    '',
    'no hospital',
  ],
  sentences: [
    'Revisão das evidências recentes e recomendações para a prática clínica.',
    'Um especialista compartilha casos reais e decisões terapêuticas.',
    'Como identificar pacientes de alto risco e ajustar o tratamento.',
    'Resumo dos estudos mais relevantes apresentados este ano.',
    'Perguntas frequentes do consultório e respostas baseadas em diretrizes.',
    'Estratégias de acompanhamento, adesão e controle de efeitos adversos.',
    'Discussão multidisciplinar com cardiologistas, nefrologistas e clínicos.',
    'Ferramentas práticas para a tomada de decisão compartilhada.',
  ],
  firstNames: [
    'Dra. Ana',
    'Dr. João',
    'Dra. Juliana',
    'Dr. Pedro',
    'Dra. Fernanda',
    'Dr. Lucas',
    'Dra. Camila',
    'Dr. Rafael',
  ],
  surnames: [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Pereira',
    'Lima',
    'Carvalho',
    'Ribeiro',
    'Almeida',
    'Araújo',
  ],
  countrySets: ['br'],
};

/** Spec §9 product names (slugs are the lower-cased names with hyphens). */
export const productNames = [
  'Adempas',
  'Eylia',
  'Kyleena',
  'Mirena',
  'Nexavar',
  'Stivarga',
  'Xarelto',
  'Xofigo',
  'Yasmin',
  'Qlaira',
];
