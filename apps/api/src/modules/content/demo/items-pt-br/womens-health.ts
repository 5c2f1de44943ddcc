import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const womensHealth: ItemSpec[] = [
  {
    id: 'contracepcao-reversivel-de-longa-duracao',
    title: 'Contracepção reversível de longa duração: guia prático para o consultório',
    synopsis:
      'Aconselhamento, critérios de elegibilidade e acompanhamento dos métodos de longa duração na ginecologia.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: BRASIL,
    published: '2026-03-16',
    participant: 'Dra. Juliana Ribeiro',
    content: article(
      'Os métodos contraceptivos reversíveis de longa duração unem alta eficácia e pouca exigência de uso para a paciente.',
      [
        {
          heading: 'Aconselhamento centrado na paciente',
          paragraphs: [
            'A escolha do método é uma decisão compartilhada: vale conhecer as preferências, os planos reprodutivos e as experiências anteriores de cada mulher.',
          ],
        },
        {
          heading: 'Elegibilidade',
          paragraphs: [
            'Os critérios médicos de elegibilidade ajudam a identificar as condições que pedem avaliação adicional antes da inserção.',
          ],
          list: [
            'Antecedentes ginecológicos e obstétricos.',
            'Possibilidade de gravidez em curso.',
            'Infecções sexualmente transmissíveis.',
          ],
        },
        {
          heading: 'Acompanhamento',
          paragraphs: [
            'Uma consulta de retorno após a inserção permite esclarecer dúvidas sobre o padrão de sangramento.',
          ],
        },
      ],
    ),
  },
  {
    id: 'kyleena-oficina-de-tecnica-de-insercao',
    title: 'Técnica de inserção do sistema intrauterino: oficina em vídeo',
    synopsis:
      'Oficina passo a passo sobre preparo, inserção e cuidados após a colocação do sistema intrauterino.',
    cluster: 'to_see',
    area: 'womens-health',
    audience: BRASIL,
    published: '2026-05-27',
    participant: 'Dra. Juliana Ribeiro',
    product: 'kyleena',
    exclusive: true,
    preview: video('mp4'),
    content: video(),
    duration: 1740,
  },
  {
    id: 'podcast-endometriose-do-sintoma-ao-diagnostico',
    title: 'Endometriose: do sintoma ao diagnóstico',
    synopsis:
      'Por que o diagnóstico da endometriose atrasa e quais perguntas fazer diante da dor pélvica crônica.',
    cluster: 'to_listen',
    area: 'womens-health',
    image: 2,
    audience: BRASIL,
    published: '2025-11-05',
    participant: 'Dra. Juliana Ribeiro',
    unbranded: true,
    content: audio('pt-br'),
    duration: 1260,
  },
  {
    id: 'climaterio-abordagem-na-atencao-primaria',
    title: 'Climatério: abordagem integral na atenção primária',
    synopsis:
      'Sintomas vasomotores, saúde óssea e cardiovascular: um guia para acompanhar a mulher no climatério.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: ['br'],
    published: '2025-07-08',
    participant: 'Dra. Patrícia Moura',
    content: article('O climatério é uma oportunidade para rever a saúde global da mulher.', [
      {
        heading: 'Ouvir os sintomas',
        paragraphs: [
          'Sintomas vasomotores, alterações do sono e do humor afetam a qualidade de vida e merecem avaliação específica.',
        ],
      },
      {
        heading: 'Prevenção a longo prazo',
        paragraphs: ['A consulta do climatério é um bom momento para a prevenção.'],
        list: [
          'Risco cardiovascular: pressão arterial, lipídios e diabetes.',
          'Saúde óssea e prevenção de quedas.',
          'Rastreamento oncológico conforme a idade.',
        ],
      },
    ]),
  },
  {
    id: 'webinar-saude-da-mulher-na-adolescencia',
    title: 'Webinar: aconselhamento contraceptivo na adolescência',
    synopsis:
      'Sessão online sobre confidencialidade, comunicação e escolha do método com adolescentes.',
    cluster: 'to_participe',
    area: 'womens-health',
    image: 2,
    audience: BRASIL,
    published: '2026-10-30',
    participant: 'Moderadora: Dra. Juliana Ribeiro',
    duration: 3600,
    content: meeting('webinar-adolescencia-br-2026', '2026-12-11T20:00:00-03:00'),
    planners: [
      { name: 'Dra. Juliana Ribeiro', description: 'Ginecologista, Belo Horizonte.' },
      { name: 'Dra. Patrícia Moura', description: 'Hebiatra, São Paulo.' },
    ],
  },
  {
    id: 'ginecologia-endocrina-em-cinco-minutos',
    title: 'Ginecologia endócrina em 5 minutos',
    synopsis:
      'Pílulas curtas em áudio e vídeo sobre síndrome dos ovários policísticos, amenorreia e hiperprolactinemia.',
    cluster: 'to_see_to_listen',
    area: 'womens-health',
    audience: BRASIL,
    published: '2026-01-23',
    participant: 'Dra. Patrícia Moura',
    episodes: [
      { title: 'Síndrome dos ovários policísticos', duration: 300, content: video() },
      { title: 'Amenorreia secundária', duration: 300, content: audio('pt-br') },
      { title: 'Hiperprolactinemia', duration: 300, content: video('mp4') },
      { title: 'Insuficiência ovariana prematura', duration: 300, content: audio('pt-br', 'mp3') },
    ],
  },
];
