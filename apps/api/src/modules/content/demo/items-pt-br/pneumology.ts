import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { BRASIL } from '../audiences.ts';

export const pneumology: ItemSpec[] = [
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
