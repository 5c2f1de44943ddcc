import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const cardiology: ItemSpec[] = [
  {
    id: 'anticoagulacao-na-fibrilacao-atrial',
    title: 'Anticoagulação na fibrilação atrial: do escore de risco ao acompanhamento',
    synopsis:
      'Revisão prática da estratificação de risco tromboembólico e hemorrágico e do acompanhamento do paciente anticoagulado na cardiologia.',
    cluster: 'to_read',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-02-12',
    participant: 'Dra. Ana Beatriz Souza',
    content: article(
      'A fibrilação atrial é a arritmia sustentada mais comum no consultório de cardiologia e uma causa importante de AVC cardioembólico.',
      [
        {
          heading: 'Avaliar o risco antes de decidir',
          paragraphs: [
            'A decisão de iniciar a anticoagulação parte de uma avaliação estruturada do risco tromboembólico com escores validados, como o CHA₂DS₂-VASc, complementada pela identificação de fatores de risco hemorrágico modificáveis.',
            'Um escore hemorrágico alto não contraindica o tratamento por si só: indica o paciente que precisa de acompanhamento mais próximo.',
          ],
          list: [
            'Idade, sexo, hipertensão, diabetes e insuficiência cardíaca.',
            'AVC ou ataque isquêmico transitório prévio.',
            'Doença vascular e função renal.',
          ],
        },
        {
          heading: 'Acompanhamento do paciente anticoagulado',
          paragraphs: [
            'Em cada consulta, revise a adesão, os sangramentos, as interações medicamentosas e a função renal, que orienta a escolha e o ajuste do tratamento conforme a bula aprovada.',
          ],
        },
      ],
    ),
  },
  {
    id: 'insuficiencia-cardiaca-com-fracao-de-ejecao-reduzida',
    title: 'Insuficiência cardíaca com fração de ejeção reduzida: o olhar do cardiologista',
    synopsis:
      'Diagnóstico, classificação e organização do seguimento ambulatorial da insuficiência cardíaca com fração de ejeção reduzida.',
    cluster: 'to_read',
    area: 'cardiology',
    image: 2,
    audience: BRASIL,
    published: '2025-08-20',
    participant: 'Dr. Gustavo Pereira',
    unbranded: true,
    content: article(
      'A insuficiência cardíaca é uma das principais causas de internação em adultos e exige um cuidado contínuo e coordenado.',
      [
        {
          heading: 'Confirmar e classificar',
          paragraphs: [
            'O ecocardiograma define a fração de ejeção e orienta a classificação; os peptídeos natriuréticos ajudam no diagnóstico e no prognóstico.',
          ],
        },
        {
          heading: 'O que acompanhar',
          paragraphs: ['O seguimento se apoia em parâmetros simples e repetidos.'],
          list: [
            'Sinais de congestão e peso corporal.',
            'Função renal e potássio.',
            'Pressão arterial e frequência cardíaca.',
          ],
        },
        {
          heading: 'Educação do paciente',
          paragraphs: [
            'Orientar sobre sinais de alerta, restrição de sal e adesão reduz as reinternações.',
          ],
        },
      ],
    ),
  },
  {
    id: 'hipertensao-arterial-resistente-investigacao',
    title: 'Hipertensão arterial resistente: investigação passo a passo',
    synopsis:
      'Série em vídeo sobre pseudorresistência, causas secundárias e organização do tratamento da hipertensão resistente.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-04-09',
    participant: 'Dr. Gustavo Pereira',
    preview: video('mp4'),
    episodes: [
      {
        title: 'Pseudorresistência: medir bem a pressão',
        synopsis: 'MAPA, MRPA e técnica de medida.',
        duration: 780,
        content: video(),
      },
      {
        title: 'Causas secundárias de hipertensão',
        synopsis: 'Quando investigar e por onde começar.',
        duration: 900,
        content: video('mp4'),
      },
      {
        title: 'Adesão e estilo de vida',
        synopsis: 'Estratégias para o consultório.',
        duration: 720,
        content: video(),
      },
    ],
  },
  {
    id: 'podcast-cardiorrenal-doenca-renal-do-diabetes',
    title: 'Podcast Cardiorrenal: doença renal do diabetes',
    synopsis:
      'Conversas curtas sobre a doença renal do paciente com diabetes tipo 2 e o seu risco cardiovascular.',
    cluster: 'to_listen',
    area: 'cardiology',
    image: 2,
    audience: BRASIL,
    published: '2026-06-17',
    participant: 'Dra. Ana Beatriz Souza e Dr. Rafael Carvalho',
    episodes: [
      { title: 'Albuminúria: o marcador esquecido', duration: 960, content: audio('pt-br') },
      {
        title: 'Diabetes, hipertensão e rim',
        duration: 1020,
        content: audio('pt-br', 'mp3'),
      },
      { title: 'Trabalho em equipe com a nefrologia', duration: 900, content: audio('pt-br') },
      { title: 'Perguntas dos ouvintes', duration: 780, content: audio('pt-br') },
    ],
  },
  {
    id: 'cardiologia-em-pauta',
    title: 'Cardiologia em pauta',
    synopsis:
      'Série exclusiva em duas temporadas: casos do dia a dia comentados por especialistas em cardiologia e nefrologia.',
    cluster: 'to_see_to_listen',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-09-09',
    participant: 'Dra. Ana Beatriz Souza',
    exclusive: true,
    preview: video(),
    seasons: [
      {
        title: 'Temporada 1: o paciente ambulatorial',
        episodes: [
          { title: 'Hipertensão e doença renal crônica', duration: 900, content: video() },
          { title: 'Insuficiência cardíaca estável', duration: 960, content: audio('pt-br') },
          { title: 'Fibrilação atrial no idoso', duration: 840, content: video() },
        ],
      },
      {
        title: 'Temporada 2: do hospital para casa',
        episodes: [
          { title: 'A alta após a descompensação', duration: 1020, content: video('mp4') },
          { title: 'Conciliação medicamentosa', duration: 780, content: audio('pt-br') },
          { title: 'Telemonitoramento', duration: 720, content: video() },
        ],
      },
    ],
  },
  {
    id: 'simposio-online-tromboembolismo-venoso',
    title: 'Simpósio online: tromboembolismo venoso na prática',
    synopsis:
      'Encontro ao vivo com perguntas da audiência sobre diagnóstico, tratamento e duração da anticoagulação no tromboembolismo venoso.',
    cluster: 'to_participe',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-10-19',
    participant: 'Moderador: Dr. Gustavo Pereira',
    duration: 5400,
    content: meeting('simposio-tev-2026', '2026-12-08T19:30:00-03:00'),
    planners: [
      { name: 'Dr. Gustavo Pereira', description: 'Cardiologista, Rio de Janeiro.' },
      { name: 'Dr. Thiago Martins', description: 'Hematologista, Salvador.' },
    ],
  },
  {
    id: 'xarelto-discussao-de-casos-clinicos',
    title: 'Discussão de casos clínicos em anticoagulação',
    synopsis:
      'Três casos comentados de fibrilação atrial e tromboembolismo venoso, do diagnóstico ao acompanhamento.',
    cluster: 'to_see',
    area: 'cardiology',
    image: 2,
    audience: BRASIL,
    published: '2026-07-03',
    participant: 'Dr. Thiago Martins',
    product: 'xarelto',
    exclusive: true,
    content: video(),
    duration: 2040,
  },
  {
    id: 'destaques-do-congresso-de-cardiologia-2026',
    title: 'Destaques do congresso de cardiologia 2026',
    synopsis:
      'Resumo editorial dos temas que marcaram o congresso: prevenção, insuficiência cardíaca e imagem cardiovascular.',
    cluster: 'to_home',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-11-12',
    participant: 'Equipe editorial Pulso',
    unbranded: true,
    content: article(
      'Um passeio rápido pelas sessões mais comentadas do congresso anual de cardiologia.',
      [
        {
          heading: 'Prevenção cardiovascular',
          paragraphs: [
            'As sessões de prevenção reforçaram a estratificação sistemática do risco e o controle da hipertensão, das dislipidemias e do diabetes desde a atenção primária.',
          ],
        },
        {
          heading: 'Insuficiência cardíaca',
          paragraphs: [
            'Foram discutidos modelos de clínicas de insuficiência cardíaca com telemonitoramento e enfermagem especializada.',
          ],
          list: [
            'Transição do hospital para casa.',
            'Educação do paciente e da família.',
            'Reabilitação cardíaca.',
          ],
        },
      ],
    ),
  },
  {
    id: 'reabilitacao-cardiaca-prescricao-de-exercicio',
    title: 'Reabilitação cardíaca: prescrição de exercício',
    synopsis:
      'Como prescrever exercício após um evento coronariano: avaliação inicial, intensidade e progressão.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: ['br'],
    published: '2025-01-27',
    participant: 'Dr. Rafael Carvalho',
    unbranded: true,
    content: video('mp4'),
    duration: 1440,
  },
];
