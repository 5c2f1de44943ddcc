import type { ItemSpec } from './builders.ts';
import { exam } from './exam.ts';
import { article } from './html.ts';
import { audio, video } from './media.ts';
import { BRASIL } from './audiences.ts';

/** Brazilian online courses with exams, and the speaker-training area. */

const trainings: ItemSpec[] = [
  {
    id: 'curso-anticoagulacao-oral-na-pratica-clinica',
    title: 'Anticoagulação oral na prática clínica',
    synopsis:
      'Curso online em quatro aulas sobre indicação, início e acompanhamento da anticoagulação oral, com prova e certificado.',
    cluster: 'to_training',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-03-02',
    participant: 'Dra. Ana Beatriz Souza',
    planners: [
      { name: 'Dra. Ana Beatriz Souza', description: 'Cardiologista, coordenadora do curso.' },
      { name: 'Dr. Thiago Martins', description: 'Hematologista, docente convidado.' },
    ],
    lessons: [
      {
        title: 'Aula 1: fibrilação atrial e risco de AVC',
        duration: 900,
        content: video(),
      },
      {
        title: 'Aula 2: escolher e iniciar a anticoagulação',
        content: article('Antes de iniciar a anticoagulação, vale reunir alguns dados.', [
          {
            heading: 'Lista de verificação',
            paragraphs: ['Revise estes pontos na consulta de início.'],
            list: [
              'Função renal e hepática.',
              'Hemograma.',
              'Medicamentos concomitantes e interações.',
              'Preferências do paciente.',
            ],
          },
        ]),
      },
      { title: 'Aula 3: acompanhamento e adesão', duration: 840, content: video('mp4') },
      { title: 'Aula 4: casos clínicos comentados', duration: 1200, content: audio('pt-br') },
    ],
    exam: exam('pt-br', {
      course: 'Anticoagulação oral na prática clínica',
      totalQuestions: 8,
      minCorrectQuestions: 6,
      duration: 15,
      mode: 'total',
    }),
  },
  {
    id: 'curso-fundamentos-de-retina-clinica',
    title: 'Fundamentos de retina clínica',
    synopsis:
      'Três aulas de oftalmologia sobre o exame da mácula, a OCT e a organização do ambulatório de retina.',
    cluster: 'to_training',
    area: 'ophthalmology',
    image: 2,
    audience: BRASIL,
    published: '2026-06-11',
    participant: 'Dra. Camila Nogueira',
    planners: [{ name: 'Dra. Camila Nogueira', description: 'Oftalmologista, retina.' }],
    lessons: [
      { title: 'Aula 1: anatomia da mácula', duration: 780, content: video() },
      { title: 'Aula 2: leitura da OCT', duration: 960, content: video('mp4') },
      {
        title: 'Aula 3: o ambulatório de retina',
        content: article('Um ambulatório de retina bem organizado reduz as esperas.', [
          {
            heading: 'Chaves da organização',
            paragraphs: ['Planeje os retornos e a comunicação com o paciente.'],
            list: ['Agenda por protocolos.', 'OCT no mesmo dia.', 'Lembretes ao paciente.'],
          },
        ]),
      },
    ],
    exam: exam('pt-br', {
      course: 'Fundamentos de retina clínica',
      totalQuestions: 5,
      minCorrectQuestions: 4,
      duration: 2,
      mode: 'perQuestion',
    }),
  },
  {
    id: 'curso-contracepcao-baseada-em-evidencias',
    title: 'Contracepção baseada em evidências',
    synopsis:
      'Aconselhamento, critérios de elegibilidade e métodos de longa duração, em três aulas com prova final.',
    cluster: 'to_training',
    area: 'womens-health',
    audience: BRASIL,
    published: '2025-11-24',
    participant: 'Dra. Juliana Ribeiro',
    planners: [{ name: 'Dra. Juliana Ribeiro', description: 'Ginecologista, Belo Horizonte.' }],
    lessons: [
      { title: 'Aula 1: aconselhamento contraceptivo', duration: 840, content: video() },
      {
        title: 'Aula 2: critérios médicos de elegibilidade',
        duration: 900,
        content: audio('pt-br'),
      },
      { title: 'Aula 3: métodos de longa duração', duration: 960, content: video('mp4') },
    ],
    exam: exam('pt-br', {
      course: 'Contracepção baseada em evidências',
      totalQuestions: 6,
      minCorrectQuestions: 4,
      duration: 12,
      mode: 'total',
    }),
  },
  {
    id: 'curso-hipertensao-pulmonar-para-clinicos',
    title: 'Hipertensão pulmonar para clínicos',
    synopsis:
      'Suspeita clínica, algoritmo diagnóstico e encaminhamento oportuno da hipertensão pulmonar, com prova e certificado.',
    cluster: 'to_training',
    area: 'pneumology',
    audience: ['br'],
    published: '2026-08-26',
    participant: 'Dra. Fernanda Lima',
    planners: [{ name: 'Dra. Fernanda Lima', description: 'Pneumologista, Brasília.' }],
    lessons: [
      { title: 'Aula 1: fisiopatologia e classificação', duration: 900, content: video() },
      { title: 'Aula 2: algoritmo diagnóstico', duration: 1020, content: video('mp4') },
      {
        title: 'Aula 3: encaminhamento e seguimento compartilhado',
        duration: 780,
        content: video(),
      },
    ],
    exam: exam('pt-br', {
      course: 'Hipertensão pulmonar para clínicos',
      totalQuestions: 6,
      minCorrectQuestions: 5,
      duration: 10,
      mode: 'total',
    }),
  },
  {
    id: 'curso-hemostasia-e-trombose-na-pratica',
    title: 'Hemostasia e trombose na prática',
    synopsis:
      'Exames de coagulação, trombofilias e trombose associada ao câncer, em três aulas com prova e certificado.',
    cluster: 'to_training',
    area: 'hematology',
    image: 2,
    audience: BRASIL,
    published: '2026-04-15',
    participant: 'Dr. Thiago Martins',
    planners: [{ name: 'Dr. Thiago Martins', description: 'Hematologista, Salvador.' }],
    lessons: [
      { title: 'Aula 1: exames de coagulação', duration: 960, content: video() },
      { title: 'Aula 2: quando investigar trombofilia', duration: 900, content: audio('pt-br') },
      { title: 'Aula 3: trombose e câncer', duration: 720, content: video('mp4') },
    ],
    exam: exam('pt-br', {
      course: 'Hemostasia e trombose na prática',
      totalQuestions: 6,
      minCorrectQuestions: 4,
      duration: 1,
      mode: 'perQuestion',
    }),
  },
];

const speakerTrainings: ItemSpec[] = [
  {
    id: 'speaker-training-comunicacao-cientifica-eficaz',
    title: 'Speaker training: comunicação científica eficaz',
    synopsis:
      'Para palestrantes do programa: estrutura de uma palestra, slides claros e manejo de perguntas difíceis.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: BRASIL,
    published: '2026-05-14',
    participant: 'Dr. Rafael Carvalho',
    speakerTraining: true,
    episodes: [
      { title: 'Estruturar uma palestra de 20 minutos', duration: 900, content: video() },
      { title: 'Slides que se explicam sozinhos', duration: 780, content: video('mp4') },
      { title: 'Perguntas difíceis da plateia', duration: 840, content: video() },
    ],
    exam: exam('pt-br', {
      course: 'Comunicação científica eficaz',
      totalQuestions: 4,
      minCorrectQuestions: 3,
      duration: 8,
      mode: 'total',
    }),
  },
  {
    id: 'speaker-training-apresentacao-de-casos-cardiorrenais',
    title: 'Speaker training: apresentação de casos cardiorrenais',
    synopsis:
      'Como construir e apresentar um caso clínico cardiorrenal para colegas, em dois módulos de áudio e vídeo.',
    cluster: 'to_see_to_listen',
    area: 'cardiology',
    image: 2,
    audience: BRASIL,
    published: '2026-07-24',
    participant: 'Dra. Ana Beatriz Souza',
    speakerTraining: true,
    seasons: [
      {
        title: 'Módulo 1: construir o caso',
        episodes: [
          { title: 'Escolher o caso e a mensagem', duration: 600, content: video() },
          { title: 'Dados, imagens e confidencialidade', duration: 660, content: audio('pt-br') },
        ],
      },
      {
        title: 'Módulo 2: apresentar',
        episodes: [
          { title: 'Ensaio e tempo', duration: 540, content: video('mp4') },
          { title: 'Moderar a discussão', duration: 600, content: audio('pt-br') },
        ],
      },
    ],
  },
  {
    id: 'speaker-training-moderacao-em-oftalmologia',
    title: 'Speaker training: moderação de sessões em oftalmologia',
    synopsis:
      'Boas práticas para moderar mesas-redondas e sessões de casos de oftalmologia, presenciais e online.',
    cluster: 'to_see',
    area: 'ophthalmology',
    audience: BRASIL,
    published: '2026-09-17',
    participant: 'Dra. Camila Nogueira',
    speakerTraining: true,
    preview: video(),
    content: video('mp4'),
    duration: 1260,
  },
];

export const trainingPtBr: ItemSpec[] = [...trainings, ...speakerTrainings];
