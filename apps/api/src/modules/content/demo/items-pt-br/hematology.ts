import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const hematology: ItemSpec[] = [
  {
    id: 'hemofilia-a-profilaxia-individualizada',
    title: 'Hemofilia A: rumo a uma profilaxia individualizada',
    synopsis:
      'Fenótipo hemorrágico, atividade física e saúde articular como eixos de um plano de profilaxia sob medida.',
    cluster: 'to_read',
    area: 'hematology',
    audience: BRASIL,
    published: '2025-12-04',
    participant: 'Dr. Thiago Martins',
    content: article(
      'A profilaxia mudou a história natural da hemofilia A; o desafio atual é adaptá-la a cada pessoa.',
      [
        {
          heading: 'Conhecer o paciente',
          paragraphs: [
            'O padrão de sangramentos, a condição articular e o nível de atividade física orientam a intensidade da profilaxia.',
          ],
        },
        {
          heading: 'Acompanhamento articular',
          paragraphs: ['A avaliação periódica das articulações detecta o dano precoce.'],
          list: [
            'Escores de saúde articular.',
            'Ultrassonografia articular no consultório.',
            'Fisioterapia e atividade física adaptada.',
          ],
        },
      ],
    ),
  },
  {
    id: 'anemia-ferropriva-no-adulto',
    title: 'Anemia ferropriva no adulto: investigação e acompanhamento',
    synopsis:
      'Do hemograma à busca da causa: uma abordagem organizada da anemia por deficiência de ferro.',
    cluster: 'to_see',
    area: 'hematology',
    image: 2,
    audience: BRASIL,
    published: '2025-05-28',
    participant: 'Dr. Thiago Martins',
    unbranded: true,
    content: video('mp4'),
    duration: 1320,
  },
  {
    id: 'podcast-trombose-associada-ao-cancer',
    title: 'Trombose associada ao câncer',
    synopsis:
      'Hematologia e oncologia conversam sobre a avaliação do risco trombótico no paciente oncológico.',
    cluster: 'to_listen',
    area: 'hematology',
    audience: ['br'],
    published: '2026-07-07',
    participant: 'Dr. Thiago Martins',
    content: audio('pt-br', 'mp3'),
    duration: 1560,
  },
  {
    id: 'hematologia-para-nao-hematologistas',
    title: 'Hematologia para não hematologistas',
    synopsis:
      'Série exclusiva em áudio e vídeo: como ler um hemograma e quando encaminhar, em duas temporadas curtas.',
    cluster: 'to_see_to_listen',
    area: 'hematology',
    image: 2,
    audience: BRASIL,
    published: '2026-05-13',
    participant: 'Dr. Thiago Martins',
    exclusive: true,
    seasons: [
      {
        title: 'Temporada 1: o hemograma',
        episodes: [
          { title: 'Anemias: o primeiro passo', duration: 600, content: video() },
          { title: 'Leucocitose e leucopenia', duration: 660, content: audio('pt-br') },
        ],
      },
      {
        title: 'Temporada 2: coagulação',
        episodes: [
          { title: 'Exames básicos de coagulação', duration: 720, content: video('mp4') },
          { title: 'O paciente que sangra', duration: 690, content: audio('pt-br') },
        ],
      },
    ],
  },
  {
    id: 'dia-mundial-da-hemofilia-recursos',
    title: 'Dia Mundial da Hemofilia: recursos para o seu consultório',
    synopsis:
      'Materiais educativos para pacientes e famílias e uma lista de verificação para a consulta de hemofilia.',
    cluster: 'to_home',
    area: 'hematology',
    audience: BRASIL,
    published: '2026-04-17',
    participant: 'Equipe editorial Pulso',
    unbranded: true,
    content: article(
      'Todo 17 de abril lembra a importância do diagnóstico e do cuidado integral das pessoas com distúrbios da coagulação.',
      [
        {
          heading: 'Lista de verificação para a consulta',
          paragraphs: ['Algumas perguntas úteis em cada retorno.'],
          list: [
            'Houve sangramentos desde a última consulta?',
            'Como está a saúde articular?',
            'O plano de profilaxia combina com a atividade atual?',
          ],
        },
      ],
    ),
  },
  {
    id: 'como-solicitar-informacao-medica',
    title: 'Como solicitar informação médica',
    synopsis:
      'O canal de informação médica responde perguntas científicas sobre os produtos da empresa. Veja como funciona.',
    cluster: 'to_read',
    area: 'hematology',
    image: 2,
    audience: BRASIL,
    published: '2025-02-18',
    participant: 'Informação médica',
    medInfo: true,
    content: article(
      'A área de informação médica atende perguntas científicas de profissionais de saúde.',
      [
        {
          heading: 'O que você pode perguntar',
          paragraphs: [
            'Dúvidas sobre o uso dos produtos, estudos publicados, estabilidade e armazenamento, entre outras.',
          ],
        },
        {
          heading: 'Como fazer',
          paragraphs: ['Envie a sua solicitação pela área de informação médica do portal.'],
          list: [
            'Indique o produto e a sua pergunta.',
            'Escolha como prefere receber a resposta.',
            'Você receberá uma resposta por escrito de um profissional da área.',
          ],
        },
      ],
    ),
  },
];
