import type { ItemSpec } from './builders.ts';
import { article } from './html.ts';
import { audio, meeting, pdf, video } from './media.ts';
import { BRASIL } from './audiences.ts';

/**
 * Brazilian Portuguese demo items: articles, videos, podcasts, series and events of the six
 * specialty areas. Fictitious speakers and texts, for medical education only.
 */

const cardiology: ItemSpec[] = [
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

const womensHealth: ItemSpec[] = [
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

const oncology: ItemSpec[] = [
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

const ophthalmology: ItemSpec[] = [
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

const hematology: ItemSpec[] = [
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

const pneumology: ItemSpec[] = [
  {
    id: 'hipertensao-pulmonar-quando-suspeitar',
    title: 'Hipertensão pulmonar: quando suspeitar e como encaminhar',
    synopsis:
      'Dispneia sem explicação, achados ecocardiográficos e fluxo de encaminhamento para um centro de referência em pneumologia.',
    cluster: 'to_read',
    area: 'pneumology',
    audience: BRASIL,
    published: '2026-01-30',
    participant: 'Dra. Fernanda Lima',
    content: article(
      'A hipertensão pulmonar costuma ser diagnosticada tarde porque os sintomas iniciais são inespecíficos.',
      [
        {
          heading: 'Quando suspeitar',
          paragraphs: [
            'Dispneia aos esforços sem causa aparente, sobretudo com sinais de insuficiência cardíaca direita, deve levantar a suspeita de hipertensão pulmonar.',
          ],
          list: [
            'Dispneia progressiva aos esforços.',
            'Síncope ou pré-síncope ao exercício.',
            'Edema e sinais de sobrecarga direita.',
          ],
        },
        {
          heading: 'Como encaminhar',
          paragraphs: [
            'O ecocardiograma estima a probabilidade; a confirmação e a classificação são feitas em centros com experiência em pneumologia, com cateterismo cardíaco direito.',
          ],
        },
      ],
    ),
  },
  {
    id: 'hptec-diagnostico-por-imagem',
    title: 'HPTEC: o papel da cintilografia de ventilação/perfusão',
    synopsis:
      'Hipertensão pulmonar tromboembólica crônica em imagens: quando pedir a cintilografia V/Q e como interpretá-la.',
    cluster: 'to_see',
    area: 'pneumology',
    image: 2,
    audience: BRASIL,
    published: '2025-07-21',
    participant: 'Dr. Eduardo Tavares',
    preview: video(),
    content: video('mp4'),
    duration: 1080,
  },
  {
    id: 'dpoc-prevenir-a-proxima-exacerbacao',
    title: 'DPOC: prevenir a próxima exacerbação',
    synopsis:
      'Vacinação, reabilitação pulmonar e plano de ação por escrito: o que reduz as exacerbações da DPOC.',
    cluster: 'to_listen',
    area: 'pneumology',
    audience: BRASIL,
    published: '2025-03-25',
    participant: 'Dra. Fernanda Lima',
    unbranded: true,
    content: audio('pt-br', 'mp3'),
    duration: 1200,
  },
  {
    id: 'oficina-virtual-teste-de-caminhada-de-seis-minutos',
    title: 'Oficina virtual: teste de caminhada de 6 minutos',
    synopsis:
      'Como realizar, registrar e interpretar o teste de caminhada de 6 minutos em pneumologia e cardiologia.',
    cluster: 'to_participe',
    area: 'pneumology',
    image: 2,
    audience: ['br'],
    published: '2026-10-22',
    participant: 'Moderadora: Dra. Fernanda Lima',
    duration: 4500,
    content: meeting('oficina-caminhada-6-minutos', '2026-12-16T19:00:00-03:00'),
    planners: [
      { name: 'Dra. Fernanda Lima', description: 'Pneumologista, Brasília.' },
      { name: 'Ft. Lucas Andrade', description: 'Fisioterapeuta respiratório, Goiânia.' },
    ],
  },
  {
    id: 'pneumologia-vacinacao-do-adulto',
    title: 'Pneumologia: vacinação do adulto com doença respiratória crônica',
    synopsis:
      'Influenza, pneumococo e outras vacinas: uma revisão prática do calendário do adulto com asma ou DPOC.',
    cluster: 'to_home',
    area: 'pneumology',
    image: 2,
    audience: BRASIL,
    published: '2025-10-29',
    participant: 'Equipe editorial Pulso',
    unbranded: true,
    content: article(
      'A vacinação é uma das intervenções preventivas mais eficazes no adulto com doença respiratória crônica.',
      [
        {
          heading: 'Revisar o calendário em cada consulta',
          paragraphs: [
            'Registre as vacinas recebidas e aproveite cada consulta de pneumologia para completar o esquema conforme o calendário nacional.',
          ],
          list: [
            'Influenza sazonal.',
            'Pneumococo.',
            'Outras vacinas conforme o calendário nacional.',
          ],
        },
      ],
    ),
  },
];

export const itemsPtBr: ItemSpec[] = [
  ...cardiology,
  ...womensHealth,
  ...oncology,
  ...ophthalmology,
  ...hematology,
  ...pneumology,
];
