import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, pdf, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const ophthalmology: ItemSpec[] = [
  {
    id: 'degeneracao-macular-relacionada-a-idade',
    title: 'Degeneração macular relacionada à idade: chaves do diagnóstico',
    synopsis:
      'Sinais de alerta, exame de fundo de olho e critérios de encaminhamento urgente à oftalmologia.',
    cluster: 'to_read',
    area: 'ophthalmology',
    audience: BRASIL,
    published: '2025-08-14',
    participant: 'Dra. Camila Nogueira',
    unbranded: true,
    content: article(
      'A degeneração macular relacionada à idade é uma causa frequente de perda da visão central após os 50 anos.',
      [
        {
          heading: 'Sinais de alerta',
          paragraphs: [
            'A distorção de linhas retas (metamorfopsia) ou uma mancha central recente exigem avaliação oftalmológica sem demora.',
          ],
          list: [
            'Metamorfopsia de início recente.',
            'Queda da acuidade visual central.',
            'Escotoma central.',
          ],
        },
        {
          heading: 'Exame',
          paragraphs: [
            'A tela de Amsler é uma ferramenta simples de automonitoramento; a tomografia de coerência óptica confirma e acompanha as lesões.',
          ],
        },
      ],
    ),
  },
  {
    id: 'oct-na-pratica-oftalmologica',
    title: 'Tomografia de coerência óptica na prática oftalmológica',
    synopsis:
      'Leitura sistemática de uma OCT macular: camadas da retina, fluido e artefatos frequentes.',
    cluster: 'to_see',
    area: 'ophthalmology',
    image: 2,
    audience: BRASIL,
    published: '2026-02-27',
    participant: 'Dra. Camila Nogueira',
    preview: video('mp4'),
    content: video(),
    duration: 1200,
  },
  {
    id: 'eylia-protocolos-de-acompanhamento-intravitreo',
    title: 'Protocolos de acompanhamento na terapia intravítrea',
    synopsis:
      'Duas sessões sobre a organização do ambulatório de retina: agenda, critérios de retorno e comunicação com o paciente.',
    cluster: 'to_see',
    area: 'ophthalmology',
    audience: BRASIL,
    published: '2026-10-02',
    participant: 'Dra. Camila Nogueira',
    product: 'eylia',
    exclusive: true,
    episodes: [
      { title: 'Organizar o ambulatório de retina', duration: 960, content: video() },
      { title: 'Critérios de retorno e acompanhamento', duration: 1020, content: video('mp4') },
    ],
  },
  {
    id: 'retina-em-dia-edema-macular-diabetico',
    title: 'Retina em dia: edema macular diabético',
    synopsis:
      'Podcast sobre rastreamento, controle metabólico e integração entre oftalmologia e endocrinologia.',
    cluster: 'to_listen',
    area: 'ophthalmology',
    image: 2,
    audience: BRASIL,
    published: '2026-04-08',
    participant: 'Dra. Camila Nogueira',
    content: audio('pt-br'),
    duration: 1440,
  },
  {
    id: 'jornada-virtual-de-retina',
    title: 'Jornada virtual de retina clínica',
    synopsis: 'Jornada online com casos de retina clínica e perguntas ao painel de especialistas.',
    cluster: 'to_participe',
    area: 'ophthalmology',
    audience: BRASIL,
    published: '2026-11-03',
    participant: 'Moderadora: Dra. Camila Nogueira',
    duration: 7200,
    content: meeting('jornada-retina-br-2026', '2026-12-12T09:00:00-03:00'),
    planners: [
      { name: 'Dra. Camila Nogueira', description: 'Oftalmologista, retina, Curitiba.' },
      { name: 'Dr. Eduardo Tavares', description: 'Oftalmologista, Fortaleza.' },
    ],
  },
  {
    id: 'retinopatia-diabetica-rastreamento',
    title: 'Retinopatia diabética: rastreamento na atenção primária',
    synopsis:
      'Quem, quando e como: organizar o rastreamento da retinopatia nas pessoas com diabetes.',
    cluster: 'to_read',
    area: 'ophthalmology',
    image: 2,
    audience: BRASIL,
    published: '2025-12-18',
    participant: 'Dra. Camila Nogueira',
    unbranded: true,
    content: article(
      'A retinopatia diabética pode avançar sem sintomas: o rastreamento periódico é o que permite chegar a tempo.',
      [
        {
          heading: 'Quem e quando',
          paragraphs: [
            'Toda pessoa com diabetes precisa de um exame de fundo de olho no diagnóstico ou logo depois, com retornos periódicos conforme os achados.',
          ],
        },
        {
          heading: 'Como organizar',
          paragraphs: ['A retinografia com laudo a distância amplia o acesso.'],
          list: [
            'Cadastro das pessoas com diabetes.',
            'Retinografia sem midríase.',
            'Fluxo de encaminhamento à oftalmologia.',
          ],
        },
      ],
    ),
  },
  {
    id: 'bula-eylia-documento-de-demonstracao',
    title: 'Bula de Eylia (documento de demonstração)',
    synopsis:
      'Documento PDF fictício que mostra como uma bula é apresentada no portal. Não substitui a bula aprovada.',
    cluster: 'to_read',
    area: 'ophthalmology',
    audience: BRASIL,
    published: '2026-02-05',
    content: pdf('bula-eylia.pdf'),
    duration: 300,
  },
];
