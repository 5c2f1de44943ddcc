import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const oncology: ItemSpec[] = [
  {
    id: 'carcinoma-hepatocelular-avancado-atualizacao',
    title: 'Carcinoma hepatocelular avançado: atualização para a equipe multidisciplinar',
    synopsis:
      'Estadiamento, avaliação da função hepática e coordenação da equipe no carcinoma hepatocelular avançado.',
    cluster: 'to_read',
    area: 'oncology',
    audience: BRASIL,
    published: '2025-10-10',
    participant: 'Dr. Marcelo Azevedo',
    content: article(
      'O carcinoma hepatocelular costuma surgir sobre uma hepatopatia crônica, o que condiciona cada decisão terapêutica.',
      [
        {
          heading: 'Estadiar com a função hepática',
          paragraphs: [
            'A extensão tumoral, o estado geral do paciente e a reserva funcional hepática são avaliados em conjunto para definir o tratamento.',
          ],
        },
        {
          heading: 'O tumor board',
          paragraphs: [
            'Hepatologia, oncologia, radiologia intervencionista e cirurgia compartilham a decisão em uma reunião multidisciplinar.',
          ],
          list: [
            'Exames de imagem atualizados e revisados em conjunto.',
            'Plano de acompanhamento por escrito.',
            'Cuidados de suporte desde o início.',
          ],
        },
      ],
    ),
  },
  {
    id: 'cancer-colorretal-metastatico-continuo-de-tratamento',
    title: 'Câncer colorretal metastático: o contínuo de tratamento',
    synopsis:
      'Série em vídeo sobre sequência terapêutica, biomarcadores e qualidade de vida no câncer colorretal metastático.',
    cluster: 'to_see',
    area: 'oncology',
    image: 2,
    audience: BRASIL,
    published: '2026-03-30',
    participant: 'Dra. Patrícia Moura',
    episodes: [
      { title: 'Biomarcadores que guiam a decisão', duration: 900, content: video() },
      { title: 'Sequência de tratamento', duration: 1020, content: video('mp4') },
      { title: 'Qualidade de vida e cuidados de suporte', duration: 840, content: video() },
    ],
  },
  {
    id: 'oncopodcast-cancer-de-prostata-avancado',
    title: 'OncoPodcast: câncer de próstata avançado',
    synopsis:
      'Três episódios sobre diagnóstico por imagem, integração com a medicina nuclear e acompanhamento do paciente com câncer de próstata.',
    cluster: 'to_listen',
    area: 'oncology',
    audience: BRASIL,
    published: '2026-08-20',
    participant: 'Dr. Marcelo Azevedo',
    episodes: [
      { title: 'Imagem e estadiamento', duration: 1200, content: audio('pt-br') },
      { title: 'Oncologia e medicina nuclear', duration: 1080, content: audio('pt-br') },
      { title: 'Seguimento e saúde óssea', duration: 1020, content: audio('pt-br', 'mp3') },
    ],
  },
  {
    id: 'tumor-board-virtual-oncologia-gi',
    title: 'Tumor board virtual: oncologia gastrointestinal',
    synopsis:
      'Reunião multidisciplinar online: apresentação e discussão de casos de tumores digestivos com participação da audiência.',
    cluster: 'to_participe',
    area: 'oncology',
    image: 2,
    audience: BRASIL,
    published: '2026-11-06',
    participant: 'Moderador: Dr. Marcelo Azevedo',
    duration: 5400,
    content: meeting('tumor-board-gi-br-2027', '2027-01-22T19:00:00-03:00'),
    planners: [
      { name: 'Dr. Marcelo Azevedo', description: 'Oncologista clínico, Recife.' },
      { name: 'Dra. Patrícia Moura', description: 'Oncologista clínica, São Paulo.' },
    ],
  },
  {
    id: 'stivarga-conversa-com-o-paciente',
    title: 'Guia de conversa com o paciente em tratamento oncológico oral',
    synopsis:
      'Como preparar a primeira consulta, explicar o plano de acompanhamento e apoiar a adesão ao tratamento oral.',
    cluster: 'to_read',
    area: 'oncology',
    image: 2,
    audience: BRASIL,
    published: '2026-06-24',
    participant: 'Dra. Patrícia Moura',
    product: 'stivarga',
    exclusive: true,
    content: article(
      'O tratamento oncológico oral leva boa parte do cuidado para casa: a comunicação com o paciente se torna central.',
      [
        {
          heading: 'A primeira consulta',
          paragraphs: [
            'Explique o objetivo do tratamento, o calendário de consultas e a quem ligar diante de uma dúvida ou de um sintoma novo.',
          ],
        },
        {
          heading: 'Adesão',
          paragraphs: ['Ferramentas simples ajudam a manter a adesão.'],
          list: [
            'Um diário de tomadas e sintomas.',
            'Contato telefônico com a enfermagem oncológica.',
            'Revisão dos medicamentos concomitantes.',
          ],
        },
      ],
    ),
  },
  {
    id: 'glossario-de-oncologia-de-precisao',
    title: 'Glossário de oncologia de precisão',
    synopsis:
      'Biomarcador, sequenciamento de nova geração, biópsia líquida: os termos essenciais explicados em poucas linhas.',
    cluster: 'to_home',
    area: 'oncology',
    audience: BRASIL,
    published: '2025-04-22',
    participant: 'Equipe editorial Pulso',
    unbranded: true,
    content: article('Um glossário curto para ler laudos moleculares com segurança.', [
      {
        heading: 'Termos essenciais',
        paragraphs: ['Cada termo vem com uma definição de trabalho.'],
        list: [
          'Biomarcador: característica mensurável que orienta o diagnóstico ou o tratamento.',
          'Sequenciamento de nova geração: análise simultânea de muitos genes.',
          'Biópsia líquida: estudo do DNA tumoral circulante no sangue.',
        ],
      },
    ]),
  },
];
