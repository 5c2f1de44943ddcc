import type { CountryCode } from '@pulso/contracts/country';
import type {
  EventAgendaItem,
  EventFormat,
  EventMaterial,
  EventMediaSource,
  EventSpeaker,
} from '@pulso/contracts/events';
import { eventTimeZoneOf, instantOfWallTime, wallTimeIn } from '@pulso/contracts/events';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { ContentAudience } from '../../content/catalogue-entry.ts';
import type { ItemSpec } from '../../content/demo/builders.ts';
import { mediaUrl } from '../../content/demo/media.ts';
import type { EventProviderSettings } from '../../../db/schema/events.ts';

/**
 * The demo events (README "Demo events"): times relative to the server's start, so that there
 * is always a live event and one opening within minutes per language, several in the coming
 * weeks and several past with recordings; one Zoom event per language without credentials (it
 * shows "meeting not configured" unless ZOOM_SDK_KEY/ZOOM_SDK_SECRET are set).
 */

/** Minutes from the anchor, or a day from the anchor's date at a wall time of the event's zone. */
export type DemoWhen = { minutes: number } | { days: number; local: string };

export interface DemoEventSpec {
  id: string;
  language: 'es' | 'pt-br';
  title: string;
  synopsis: string;
  country: CountryCode;
  audience: ContentAudience;
  area: SpecialtyArea;
  format: EventFormat;
  when: DemoWhen;
  durationMinutes: number;
  provider: EventProviderSettings;
  speakers: Omit<EventSpeaker, 'photoUrl'>[];
  /** Agenda titles, spread over the duration. */
  agenda: string[];
  capacity?: number;
  cancelled?: boolean;
  recorded?: boolean;
  material?: EventMaterial;
}

export const demoVideo: EventMediaSource[] = [
  { url: mediaUrl('demo-video.webm'), mimeType: 'video/webm' },
  { url: mediaUrl('demo-video.mp4'), mimeType: 'video/mp4' },
];

const stream: EventProviderSettings = { provider: 'stream', sources: demoVideo, live: false };

export const demoEventSpecs: readonly DemoEventSpec[] = [
  {
    id: 'evento-en-vivo-anticoagulacion-en-la-practica',
    language: 'es',
    title: 'En vivo: anticoagulación oral en la práctica diaria',
    synopsis:
      'Casos clínicos de fibrilación auricular y enfermedad renal: cómo elegir y ajustar el anticoagulante oral.',
    country: 'mx',
    audience: ['MEXICO', 'CONOSUR', 'PACA'],
    area: 'cardiology',
    format: 'webinar',
    when: { minutes: -30 },
    durationMinutes: 240,
    provider: stream,
    speakers: [
      { name: 'Dra. Lucía Herrera', description: 'Cardióloga, Ciudad de México' },
      { name: 'Dr. Martín Acosta', description: 'Nefrólogo, Buenos Aires' },
    ],
    agenda: ['Bienvenida', 'Casos de fibrilación auricular', 'Función renal y dosis', 'Preguntas'],
  },
  {
    id: 'evento-abre-pronto-retina-diabetica',
    language: 'es',
    title: 'Retinopatía diabética: del tamizaje al tratamiento',
    synopsis:
      'Un recorrido práctico por el tamizaje, la clasificación y las opciones terapéuticas.',
    country: 'ar',
    audience: ['MEXICO', 'CONOSUR', 'PACA'],
    area: 'ophthalmology',
    format: 'webinar',
    when: { minutes: 20 },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dr. Tomás Ibarra', description: 'Oftalmólogo, Córdoba' }],
    agenda: ['Tamizaje', 'Clasificación', 'Tratamiento', 'Preguntas'],
  },
  {
    id: 'simposio-zoom-oncologia-de-precision',
    language: 'es',
    title: 'Simposio: oncología de precisión en cáncer colorrectal',
    synopsis:
      'Biomarcadores, secuencias de tratamiento y manejo de la toxicidad, en una sesión por Zoom.',
    country: 'cl',
    audience: ['cl', 'ar'],
    area: 'oncology',
    format: 'symposium',
    when: { days: 2, local: '19:00' },
    durationMinutes: 120,
    provider: { provider: 'zoom', meetingNumber: '84512367890', password: 'Pulso2026' },
    speakers: [
      { name: 'Dra. Camila Rojas', description: 'Oncóloga, Santiago' },
      { name: 'Dr. Felipe Soto', description: 'Patólogo molecular, Valparaíso' },
    ],
    agenda: ['Biomarcadores', 'Secuencias de tratamiento', 'Toxicidad', 'Mesa redonda'],
  },
  {
    id: 'congreso-virtual-salud-de-la-mujer',
    language: 'es',
    title: 'Congreso virtual de salud de la mujer',
    synopsis:
      'Anticoncepción, menopausia y endometriosis: tres bloques con especialistas de la región.',
    country: 'co',
    audience: ['co', 'pe', 'cr'],
    area: 'womens-health',
    format: 'congress',
    when: { days: 7, local: '18:00' },
    durationMinutes: 180,
    provider: {
      provider: 'external',
      url: 'https://reuniones.pulso.example/teams/congreso-salud-mujer',
    },
    speakers: [
      { name: 'Dra. Valentina Gómez', description: 'Ginecóloga, Bogotá' },
      { name: 'Dra. Rosa Paredes', description: 'Ginecóloga, Lima' },
    ],
    agenda: ['Anticoncepción', 'Menopausia', 'Endometriosis', 'Cierre'],
    capacity: 500,
  },
  {
    id: 'taller-jitsi-espirometria',
    language: 'es',
    title: 'Taller: interpretación de la espirometría',
    synopsis: 'Patrones obstructivo y restrictivo con trazados reales, paso a paso.',
    country: 'pe',
    audience: ['PACA'],
    area: 'pneumology',
    format: 'webinar',
    when: { days: 10, local: '19:30' },
    durationMinutes: 90,
    provider: { provider: 'jitsi', room: 'pulso-taller-espirometria' },
    speakers: [{ name: 'Dr. Renato Salazar', description: 'Neumólogo, Lima' }],
    agenda: ['Calidad de la prueba', 'Patrones', 'Casos'],
    capacity: 80,
  },
  {
    id: 'webinar-anemia-ferropenica',
    language: 'es',
    title: 'Anemia ferropénica: diagnóstico y tratamiento',
    synopsis: 'Cuándo sospecharla, cómo confirmarla y qué hierro indicar.',
    country: 'cr',
    audience: ['cr', 'mx'],
    area: 'hematology',
    format: 'webinar',
    when: { days: 14, local: '19:00' },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dra. Ana Jiménez', description: 'Hematóloga, San José' }],
    agenda: ['Diagnóstico', 'Tratamiento', 'Preguntas'],
    capacity: 150,
  },
  {
    id: 'simposio-insuficiencia-cardiaca-santiago',
    language: 'es',
    title: 'Simposio de insuficiencia cardíaca',
    synopsis:
      'Terapia cuádruple, titulación y seguimiento del paciente con fracción de eyección reducida.',
    country: 'cl',
    audience: ['cl'],
    area: 'cardiology',
    format: 'symposium',
    when: { days: 21, local: '18:30' },
    durationMinutes: 150,
    provider: stream,
    speakers: [{ name: 'Dr. Ignacio Fuentes', description: 'Cardiólogo, Santiago' }],
    agenda: ['Terapia cuádruple', 'Titulación', 'Seguimiento', 'Preguntas'],
    capacity: 300,
  },
  {
    id: 'webinar-cancelado-asma-grave',
    language: 'es',
    title: 'Asma grave: fenotipos y biológicos',
    synopsis: 'Sesión cancelada por los organizadores.',
    country: 'mx',
    audience: ['MEXICO'],
    area: 'pneumology',
    format: 'webinar',
    when: { days: 5, local: '20:00' },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dra. Sofía Morales', description: 'Neumóloga, Guadalajara' }],
    agenda: ['Fenotipos', 'Biológicos'],
    cancelled: true,
  },
  {
    id: 'webinar-grabado-fibrilacion-auricular',
    language: 'es',
    title: 'Fibrilación auricular: prevención del ACV',
    synopsis: 'Estratificación del riesgo y elección del anticoagulante. Grabación disponible.',
    country: 'mx',
    audience: ['MEXICO', 'ar'],
    area: 'cardiology',
    format: 'webinar',
    when: { days: -7, local: '19:00' },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dra. Lucía Herrera', description: 'Cardióloga, Ciudad de México' }],
    agenda: ['Riesgo', 'Anticoagulación', 'Preguntas'],
    recorded: true,
    material: { title: 'Prospecto (PDF)', url: mediaUrl('prospecto-xarelto.pdf'), kind: 'pdf' },
  },
  {
    id: 'simposio-grabado-glaucoma',
    language: 'es',
    title: 'Simposio de glaucoma',
    synopsis: 'Diagnóstico temprano y adherencia al tratamiento. Grabación disponible.',
    country: 'co',
    audience: ['PACA'],
    area: 'ophthalmology',
    format: 'symposium',
    when: { days: -14, local: '18:00' },
    durationMinutes: 120,
    provider: stream,
    speakers: [{ name: 'Dr. Andrés Castillo', description: 'Oftalmólogo, Medellín' }],
    agenda: ['Diagnóstico', 'Tratamiento', 'Adherencia'],
    recorded: true,
  },
  {
    id: 'congreso-grabado-cancer-de-mama',
    language: 'es',
    title: 'Congreso de cáncer de mama',
    synopsis: 'Novedades en tratamiento adyuvante y metastásico. Grabación disponible.',
    country: 'ar',
    audience: ['CONOSUR'],
    area: 'oncology',
    format: 'congress',
    when: { days: -30, local: '17:00' },
    durationMinutes: 240,
    provider: stream,
    speakers: [{ name: 'Dra. Paula Méndez', description: 'Oncóloga, Rosario' }],
    agenda: ['Adyuvancia', 'Enfermedad metastásica', 'Casos', 'Cierre'],
    recorded: true,
  },
  {
    id: 'evento-ao-vivo-doenca-renal-e-diabetes',
    language: 'pt-br',
    title: 'Ao vivo: doença renal crônica no diabetes',
    synopsis: 'Rastreamento, proteção renal e cardiovascular na prática do consultório.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'cardiology',
    format: 'webinar',
    when: { minutes: -30 },
    durationMinutes: 240,
    provider: stream,
    speakers: [
      { name: 'Dra. Mariana Costa', description: 'Nefrologista, São Paulo' },
      { name: 'Dr. Rafael Lima', description: 'Cardiologista, Recife' },
    ],
    agenda: ['Abertura', 'Rastreamento', 'Proteção renal', 'Perguntas'],
  },
  {
    id: 'evento-abre-em-breve-dmri',
    language: 'pt-br',
    title: 'Degeneração macular relacionada à idade',
    synopsis: 'Diagnóstico com OCT e esquemas de tratamento antiangiogênico.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'ophthalmology',
    format: 'webinar',
    when: { minutes: 20 },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dr. Gustavo Ribeiro', description: 'Oftalmologista, Belo Horizonte' }],
    agenda: ['OCT', 'Tratamento', 'Perguntas'],
  },
  {
    id: 'simposio-zoom-saude-da-mulher',
    language: 'pt-br',
    title: 'Simpósio: contracepção de longa duração',
    synopsis: 'DIU, implantes e aconselhamento, em uma sessão pelo Zoom.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'womens-health',
    format: 'symposium',
    when: { days: 3, local: '20:00' },
    durationMinutes: 90,
    provider: { provider: 'zoom', meetingNumber: '83749201563', password: 'Pulso2026' },
    speakers: [{ name: 'Dra. Beatriz Almeida', description: 'Ginecologista, Porto Alegre' }],
    agenda: ['DIU', 'Implantes', 'Aconselhamento'],
    capacity: 300,
  },
  {
    id: 'webinar-hipertensao-pulmonar',
    language: 'pt-br',
    title: 'Hipertensão pulmonar: quando suspeitar',
    synopsis: 'Sinais de alerta, ecocardiograma e encaminhamento.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'pneumology',
    format: 'webinar',
    when: { days: 9, local: '19:00' },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dr. Paulo Nogueira', description: 'Pneumologista, Curitiba' }],
    agenda: ['Sinais de alerta', 'Ecocardiograma', 'Encaminhamento'],
    capacity: 200,
  },
  {
    id: 'webinar-gravado-anticoagulacao',
    language: 'pt-br',
    title: 'Anticoagulação no idoso',
    synopsis: 'Quedas, função renal e interações. Gravação disponível.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'cardiology',
    format: 'webinar',
    when: { days: -10, local: '19:00' },
    durationMinutes: 60,
    provider: stream,
    speakers: [{ name: 'Dr. Rafael Lima', description: 'Cardiologista, Recife' }],
    agenda: ['Quedas', 'Função renal', 'Interações'],
    recorded: true,
    material: { title: 'Bula (PDF)', url: mediaUrl('bula-eylia.pdf'), kind: 'pdf' },
  },
  {
    id: 'congresso-gravado-oncologia',
    language: 'pt-br',
    title: 'Congresso de oncologia gastrointestinal',
    synopsis: 'Câncer colorretal e hepatocarcinoma. Gravação disponível.',
    country: 'br',
    audience: ['BRASIL'],
    area: 'oncology',
    format: 'congress',
    when: { days: -21, local: '18:00' },
    durationMinutes: 180,
    provider: stream,
    speakers: [{ name: 'Dra. Fernanda Souza', description: 'Oncologista, Rio de Janeiro' }],
    agenda: ['Colorretal', 'Hepatocarcinoma', 'Casos'],
    recorded: true,
  },
];

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The instants of a demo event anchored at `anchor` (the server's start). */
export function demoSchedule(spec: DemoEventSpec, anchor: Date): { startsAt: Date; endsAt: Date } {
  let startsAt: Date;
  if ('minutes' in spec.when) {
    // On the minute, so that a restart a few seconds later keeps the same instants.
    const minute = Math.floor(anchor.getTime() / MINUTE_MS) * MINUTE_MS;
    startsAt = new Date(minute + spec.when.minutes * MINUTE_MS);
  } else {
    const zone = eventTimeZoneOf[spec.country];
    const today = wallTimeIn(anchor, zone);
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + spec.when.days));
    const local = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${spec.when.local}`;
    startsAt = instantOfWallTime(local, zone);
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + spec.durationMinutes * MINUTE_MS) };
}

/** The agenda: the titles spread evenly over the event. */
export function demoAgenda(spec: DemoEventSpec, startsAt: Date): EventAgendaItem[] {
  const slot = Math.floor(spec.durationMinutes / spec.agenda.length);
  return spec.agenda.map((title, index) => ({
    startsAt: new Date(startsAt.getTime() + index * slot * MINUTE_MS).toISOString(),
    endsAt: new Date(startsAt.getTime() + (index + 1) * slot * MINUTE_MS).toISOString(),
    title,
    speaker: spec.speakers[index % spec.speakers.length]?.name ?? null,
  }));
}

/** The content item of a demo event (`to_participe`). */
export function demoItemSpec(spec: DemoEventSpec, anchor: Date): ItemSpec {
  return {
    id: spec.id,
    title: spec.title,
    synopsis: spec.synopsis,
    cluster: 'to_participe',
    area: spec.area,
    image: 2,
    audience: spec.audience,
    published: demoSchedule(spec, anchor).startsAt.toISOString().slice(0, 10),
    participant: spec.speakers[0]?.name,
    duration: spec.durationMinutes * 60,
    content: null,
    planners: spec.speakers.map((speaker) => ({
      name: speaker.name,
      description: speaker.description ?? '',
    })),
  };
}
