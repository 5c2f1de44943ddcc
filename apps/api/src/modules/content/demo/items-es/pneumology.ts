import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from '../audiences.ts';

export const pneumology: ItemSpec[] = [
  {
    id: 'hipertension-pulmonar-cuando-sospechar',
    title: 'Hipertensión pulmonar: cuándo sospechar y cómo derivar',
    synopsis:
      'Disnea inexplicada, hallazgos ecocardiográficos y circuito de derivación a un centro de referencia en neumología.',
    cluster: 'to_read',
    area: 'pneumology',
    audience: ALL_ES,
    published: '2026-01-28',
    participant: 'Dr. Renato Salazar',
    content: article(
      'La hipertensión pulmonar se diagnostica a menudo tarde porque sus síntomas iniciales son inespecíficos.',
      [
        {
          heading: 'Cuándo sospecharla',
          paragraphs: [
            'La disnea de esfuerzo sin causa aparente, especialmente con signos de insuficiencia cardíaca derecha, debe hacer pensar en hipertensión pulmonar.',
          ],
          list: [
            'Disnea progresiva de esfuerzo.',
            'Síncope o presíncope con el ejercicio.',
            'Edemas y signos de sobrecarga derecha.',
          ],
        },
        {
          heading: 'Cómo derivar',
          paragraphs: [
            'El ecocardiograma orienta la probabilidad; la confirmación y la clasificación se realizan en centros con experiencia, con cateterismo cardíaco derecho.',
          ],
        },
      ],
    ),
  },
  {
    id: 'hptec-el-papel-de-la-gammagrafia-v-q',
    title: 'HPTEC: el papel de la gammagrafía de ventilación/perfusión',
    synopsis:
      'La hipertensión pulmonar tromboembólica crónica en imágenes: cuándo pedir una gammagrafía V/Q y cómo interpretarla.',
    cluster: 'to_see',
    area: 'pneumology',
    image: 2,
    audience: CONOSUR,
    published: '2025-07-14',
    participant: 'Dr. Martín Aguirre',
    preview: video(),
    content: video('mp4'),
    duration: 1140,
  },
  {
    id: 'epoc-prevenir-la-proxima-exacerbacion',
    title: 'EPOC: prevenir la próxima exacerbación',
    synopsis:
      'Vacunación, rehabilitación respiratoria y plan de acción escrito: lo que reduce las exacerbaciones de la EPOC.',
    cluster: 'to_listen',
    area: 'pneumology',
    audience: MEXICO,
    published: '2025-03-20',
    participant: 'Dra. Sofía Morales',
    unbranded: true,
    content: audio('es', 'mp3'),
    duration: 1260,
  },
  {
    id: 'taller-virtual-prueba-de-marcha-de-seis-minutos',
    title: 'Taller virtual: prueba de marcha de 6 minutos',
    synopsis:
      'Cómo realizar, registrar e interpretar la prueba de marcha de 6 minutos en neumología y cardiología.',
    cluster: 'to_participe',
    area: 'pneumology',
    image: 2,
    audience: ['pe', 'cr'],
    published: '2026-10-20',
    participant: 'Moderador: Dr. Renato Salazar',
    duration: 4500,
    content: meeting('taller-marcha-6-minutos', '2026-12-15T18:00:00-05:00'),
    planners: [
      { name: 'Dr. Renato Salazar', description: 'Neumólogo, Lima.' },
      { name: 'Lic. Andrea Solís', description: 'Fisioterapeuta respiratoria, San José.' },
    ],
  },
  {
    id: 'vacunacion-del-adulto-con-enfermedad-respiratoria',
    title: 'Vacunación del adulto con enfermedad respiratoria crónica',
    synopsis:
      'Influenza, neumococo y otras vacunas: una revisión práctica del calendario del adulto con asma o EPOC.',
    cluster: 'to_home',
    area: 'pneumology',
    image: 2,
    audience: PACA,
    published: '2025-10-25',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article(
      'La vacunación es una de las intervenciones preventivas más eficaces en el adulto con enfermedad respiratoria crónica.',
      [
        {
          heading: 'Revisar el calendario en cada visita',
          paragraphs: [
            'Conviene registrar las vacunas recibidas y aprovechar cada consulta de neumología para completar el esquema según el calendario nacional.',
          ],
          list: [
            'Influenza estacional.',
            'Neumococo.',
            'Otras vacunas según el calendario nacional.',
          ],
        },
      ],
    ),
  },
];
