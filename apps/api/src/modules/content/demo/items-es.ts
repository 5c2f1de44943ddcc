import type { ItemSpec } from './builders.ts';
import { article } from './html.ts';
import { audio, meeting, pdf, video } from './media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from './audiences.ts';

/**
 * Spanish demo items (Mexico, Argentina, Chile, Costa Rica, Colombia, Peru): articles, videos,
 * podcasts, series and events of the six specialty areas. Fictitious speakers and texts, for
 * medical education only.
 */

const cardiology: ItemSpec[] = [
  {
    id: 'anticoagulacion-fibrilacion-auricular-no-valvular',
    title: 'Anticoagulación en la fibrilación auricular no valvular: puntos clave para la consulta',
    synopsis:
      'Repaso práctico de la estratificación del riesgo tromboembólico y hemorrágico, y del seguimiento del paciente anticoagulado en cardiología clínica.',
    cluster: 'to_read',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-02-10',
    participant: 'Dra. Lucía Fernández',
    content: article(
      'La fibrilación auricular es la arritmia sostenida más frecuente en la consulta de cardiología y una causa importante de ictus cardioembólico.',
      [
        {
          heading: 'Evaluar el riesgo antes de decidir',
          paragraphs: [
            'La decisión de iniciar la anticoagulación parte de una evaluación estructurada del riesgo tromboembólico con escalas validadas, como CHA₂DS₂-VASc, y se complementa con la identificación de factores de riesgo hemorrágico modificables.',
            'Una puntuación alta de riesgo hemorrágico no contraindica por sí misma el tratamiento: señala al paciente que necesita un seguimiento más cercano.',
          ],
          list: [
            'Edad, sexo, hipertensión, diabetes e insuficiencia cardíaca.',
            'Antecedente de ictus o accidente isquémico transitorio.',
            'Enfermedad vascular y función renal.',
          ],
        },
        {
          heading: 'Seguimiento del paciente anticoagulado',
          paragraphs: [
            'En cada visita conviene revisar la adherencia, los eventos hemorrágicos, las interacciones con otros fármacos y la función renal, que orienta la elección y el ajuste del tratamiento según el prospecto aprobado.',
          ],
        },
        {
          heading: 'Situaciones especiales',
          paragraphs: [
            'La cardioversión, los procedimientos invasivos programados y la enfermedad renal crónica avanzada requieren una planificación coordinada entre cardiología, nefrología y el equipo quirúrgico.',
          ],
        },
      ],
    ),
  },
  {
    id: 'insuficiencia-cardiaca-y-enfermedad-renal-cronica',
    title: 'Insuficiencia cardíaca y enfermedad renal crónica: el eje cardiorrenal',
    synopsis:
      'Por qué el corazón y el riñón enferman juntos y cómo organizar la atención compartida entre cardiología y nefrología.',
    cluster: 'to_read',
    area: 'cardiology',
    image: 2,
    audience: CONOSUR,
    published: '2025-09-18',
    participant: 'Dr. Martín Aguirre',
    unbranded: true,
    content: article(
      'La insuficiencia cardíaca y la enfermedad renal crónica comparten factores de riesgo, mecanismos y pronóstico: hablamos de síndrome cardiorrenal.',
      [
        {
          heading: 'Un problema frecuente',
          paragraphs: [
            'Una proporción importante de los pacientes hospitalizados por insuficiencia cardíaca presenta algún grado de deterioro de la función renal, y la enfermedad renal crónica aumenta a su vez el riesgo cardiovascular.',
          ],
        },
        {
          heading: 'Qué medir en cada visita',
          paragraphs: ['El seguimiento conjunto se apoya en parámetros sencillos y repetibles.'],
          list: [
            'Tasa de filtración glomerular estimada y albuminuria.',
            'Potasio sérico y presión arterial.',
            'Signos de congestión y peso corporal.',
          ],
        },
        {
          heading: 'Atención compartida',
          paragraphs: [
            'Acordar objetivos, un plan de comunicación entre especialistas y la educación del paciente reduce las visitas a urgencias y mejora la adherencia.',
          ],
        },
      ],
    ),
  },
  {
    id: 'ecocardiografia-basica-para-el-clinico',
    title: 'Ecocardiografía básica para el clínico',
    synopsis:
      'Serie en video sobre las ventanas ecocardiográficas, la función ventricular y los hallazgos que no deben pasar desapercibidos.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: PACA,
    published: '2026-04-22',
    participant: 'Dr. Andrés Castillo',
    preview: video('mp4'),
    episodes: [
      {
        title: 'Ventanas y planos ecocardiográficos',
        synopsis: 'Paraesternal, apical y subcostal.',
        duration: 720,
        content: video(),
      },
      {
        title: 'Función sistólica del ventrículo izquierdo',
        synopsis: 'Estimación visual y fracción de eyección.',
        duration: 840,
        content: video('mp4'),
      },
      {
        title: 'Valvulopatías en la consulta',
        synopsis: 'Cuándo derivar al ecocardiografista.',
        duration: 780,
        content: video(),
      },
    ],
  },
  {
    id: 'podcast-cardiorrenal-diabetes-tipo-2',
    title: 'Podcast Cardiorrenal: diabetes tipo 2 y riñón',
    synopsis:
      'Conversaciones breves sobre la enfermedad renal del paciente con diabetes tipo 2 y su riesgo cardiovascular.',
    cluster: 'to_listen',
    area: 'cardiology',
    image: 2,
    audience: ALL_ES,
    published: '2026-06-05',
    participant: 'Dra. Lucía Fernández y Dr. Renato Salazar',
    episodes: [
      {
        title: 'Albuminuria: el marcador olvidado',
        duration: 960,
        content: audio('es'),
      },
      {
        title: 'Diabetes, hipertensión y riñón',
        duration: 1080,
        content: audio('es', 'mp3'),
      },
      {
        title: 'Trabajo en equipo con nefrología',
        duration: 900,
        content: audio('es'),
      },
      {
        title: 'Preguntas de la audiencia',
        duration: 840,
        content: audio('es'),
      },
    ],
  },
  {
    id: 'cardiorrenal-en-la-practica',
    title: 'Cardiorrenal en la práctica',
    synopsis:
      'Serie exclusiva en dos temporadas: casos de la consulta diaria comentados por especialistas en cardiología y nefrología.',
    cluster: 'to_see_to_listen',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-09-01',
    participant: 'Dra. Lucía Fernández',
    exclusive: true,
    preview: video(),
    seasons: [
      {
        title: 'Temporada 1: el paciente ambulatorio',
        episodes: [
          { title: 'Hipertensión y enfermedad renal', duration: 900, content: video() },
          { title: 'Insuficiencia cardíaca estable', duration: 960, content: audio('es') },
          { title: 'Fibrilación auricular en el adulto mayor', duration: 840, content: video() },
        ],
      },
      {
        title: 'Temporada 2: del hospital a casa',
        episodes: [
          { title: 'El alta tras una descompensación', duration: 1020, content: video('mp4') },
          { title: 'Conciliación de la medicación', duration: 780, content: audio('es') },
          { title: 'Seguimiento telefónico', duration: 720, content: video() },
        ],
      },
    ],
  },
  {
    id: 'simposio-virtual-anticoagulacion-adulto-mayor',
    title: 'Simposio virtual: anticoagulación en el adulto mayor',
    synopsis:
      'Encuentro en línea con preguntas en vivo sobre fragilidad, caídas, función renal y anticoagulación en el paciente anciano.',
    cluster: 'to_participe',
    area: 'cardiology',
    audience: MEXICO,
    published: '2026-10-15',
    participant: 'Moderadora: Dra. Lucía Fernández',
    duration: 5400,
    content: meeting('simposio-anticoagulacion-2026', '2026-12-03T19:00:00-06:00'),
    planners: [
      { name: 'Dra. Lucía Fernández', description: 'Cardióloga clínica, Guadalajara.' },
      { name: 'Dr. Héctor Ramírez', description: 'Geriatra, Ciudad de México.' },
    ],
  },
  {
    id: 'xarelto-casos-clinicos-tromboembolismo-venoso',
    title: 'Casos clínicos en tromboembolismo venoso',
    synopsis:
      'Tres casos comentados de trombosis venosa profunda y embolia pulmonar, desde el diagnóstico hasta el seguimiento.',
    cluster: 'to_see',
    area: 'cardiology',
    image: 2,
    audience: ALL_ES,
    published: '2026-07-12',
    participant: 'Dr. Tomás Herrera',
    product: 'xarelto',
    exclusive: true,
    content: video(),
    duration: 2100,
  },
  {
    id: 'lo-mas-destacado-congreso-cardiologia-2026',
    title: 'Lo más destacado del congreso de cardiología 2026',
    synopsis:
      'Resumen editorial de los temas que marcaron el congreso: prevención, insuficiencia cardíaca e imagen cardiovascular.',
    cluster: 'to_home',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-11-10',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article(
      'Un recorrido breve por las sesiones más comentadas del congreso anual de cardiología.',
      [
        {
          heading: 'Prevención cardiovascular',
          paragraphs: [
            'Las sesiones de prevención insistieron en la medición sistemática del riesgo y en el control de la presión arterial, los lípidos y la diabetes desde la atención primaria.',
          ],
        },
        {
          heading: 'Insuficiencia cardíaca',
          paragraphs: [
            'Se discutieron modelos de clínicas de insuficiencia cardíaca con seguimiento remoto y enfermería especializada.',
          ],
          list: [
            'Transición del hospital al domicilio.',
            'Educación del paciente y de la familia.',
            'Rehabilitación cardíaca.',
          ],
        },
      ],
    ),
  },
  {
    id: 'rehabilitacion-cardiaca-prescripcion-del-ejercicio',
    title: 'Rehabilitación cardíaca: prescripción del ejercicio',
    synopsis:
      'Cómo indicar el ejercicio después de un evento coronario: evaluación inicial, intensidad y progresión.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: CONOSUR,
    published: '2025-01-22',
    participant: 'Dra. Valentina Rojas',
    unbranded: true,
    content: video('mp4'),
    duration: 1500,
  },
];

const womensHealth: ItemSpec[] = [
  {
    id: 'anticoncepcion-reversible-de-larga-duracion',
    title: 'Anticoncepción reversible de larga duración: guía práctica para la consulta',
    synopsis:
      'Consejería, elegibilidad y seguimiento de los métodos de larga duración en la consulta de ginecología.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: ALL_ES,
    published: '2026-03-08',
    participant: 'Dra. Valentina Rojas',
    content: article(
      'Los métodos anticonceptivos reversibles de larga duración combinan alta efectividad y pocas exigencias de uso para la paciente.',
      [
        {
          heading: 'Consejería centrada en la paciente',
          paragraphs: [
            'La elección del método es una decisión compartida: conviene conocer las preferencias, los planes reproductivos y las experiencias previas de cada mujer.',
          ],
        },
        {
          heading: 'Elegibilidad',
          paragraphs: [
            'Los criterios médicos de elegibilidad ayudan a identificar las condiciones que requieren una evaluación adicional antes de la inserción.',
          ],
          list: [
            'Antecedentes ginecológicos y obstétricos.',
            'Posibilidad de embarazo en curso.',
            'Infecciones de transmisión sexual.',
          ],
        },
        {
          heading: 'Seguimiento',
          paragraphs: [
            'Una visita de control tras la inserción permite resolver dudas sobre el patrón de sangrado y reforzar la adherencia al seguimiento.',
          ],
        },
      ],
    ),
  },
  {
    id: 'kyleena-taller-tecnica-de-insercion',
    title: 'Técnica de inserción del sistema intrauterino: taller en video',
    synopsis:
      'Taller paso a paso sobre la preparación, la inserción y los cuidados posteriores del sistema intrauterino.',
    cluster: 'to_see',
    area: 'womens-health',
    audience: ALL_ES,
    published: '2026-05-20',
    participant: 'Dra. Mariana Quesada',
    product: 'kyleena',
    exclusive: true,
    preview: video('mp4'),
    content: video(),
    duration: 1800,
  },
  {
    id: 'podcast-endometriosis-del-sintoma-al-diagnostico',
    title: 'Endometriosis: del síntoma al diagnóstico',
    synopsis:
      'Por qué el diagnóstico de endometriosis se retrasa y qué preguntas hacer ante el dolor pélvico crónico.',
    cluster: 'to_listen',
    area: 'womens-health',
    image: 2,
    audience: PACA,
    published: '2025-11-12',
    participant: 'Dra. Mariana Quesada',
    unbranded: true,
    content: audio('es'),
    duration: 1320,
  },
  {
    id: 'menopausia-abordaje-integral-atencion-primaria',
    title: 'Menopausia: abordaje integral en atención primaria',
    synopsis:
      'Síntomas vasomotores, salud ósea y cardiovascular: una guía para acompañar a la mujer en la transición menopáusica.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: MEXICO,
    published: '2025-06-30',
    participant: 'Dra. Sofía Morales',
    content: article(
      'La transición menopáusica es una oportunidad para revisar la salud global de la mujer.',
      [
        {
          heading: 'Escuchar los síntomas',
          paragraphs: [
            'Los síntomas vasomotores, las alteraciones del sueño y los cambios del estado de ánimo afectan la calidad de vida y merecen una evaluación específica.',
          ],
        },
        {
          heading: 'Prevención a largo plazo',
          paragraphs: ['La consulta de la menopausia es un buen momento para la prevención.'],
          list: [
            'Riesgo cardiovascular: presión arterial, lípidos y diabetes.',
            'Salud ósea y prevención de caídas.',
            'Tamizaje oncológico según la edad.',
          ],
        },
      ],
    ),
  },
  {
    id: 'webinar-consejeria-anticonceptiva-adolescencia',
    title: 'Webinar: consejería anticonceptiva en la adolescencia',
    synopsis:
      'Sesión en línea sobre confidencialidad, comunicación y elección del método en adolescentes.',
    cluster: 'to_participe',
    area: 'womens-health',
    image: 2,
    audience: CONOSUR,
    published: '2026-10-28',
    participant: 'Moderador: Dr. Ignacio Torres',
    duration: 3600,
    content: meeting('webinar-adolescencia-2026', '2026-12-10T19:00:00-03:00'),
    planners: [
      { name: 'Dra. Valentina Rojas', description: 'Ginecóloga infanto-juvenil, Santiago.' },
      { name: 'Lic. Florencia Díaz', description: 'Psicóloga, Buenos Aires.' },
    ],
  },
  {
    id: 'ginecologia-endocrina-en-cinco-minutos',
    title: 'Ginecología endocrina en 5 minutos',
    synopsis:
      'Cápsulas breves en audio y video sobre síndrome de ovario poliquístico, amenorrea e hiperprolactinemia.',
    cluster: 'to_see_to_listen',
    area: 'womens-health',
    audience: MEXICO,
    published: '2026-01-19',
    participant: 'Dra. Sofía Morales',
    episodes: [
      { title: 'Síndrome de ovario poliquístico', duration: 300, content: video() },
      { title: 'Amenorrea secundaria', duration: 300, content: audio('es') },
      { title: 'Hiperprolactinemia', duration: 300, content: video('mp4') },
      { title: 'Insuficiencia ovárica prematura', duration: 300, content: audio('es', 'mp3') },
    ],
  },
  {
    id: 'prospecto-kyleena-documento-de-demostracion',
    title: 'Prospecto de Kyleena (documento de demostración)',
    synopsis:
      'Documento PDF ficticio que muestra cómo se presenta un prospecto en el portal. No sustituye el prospecto aprobado.',
    cluster: 'to_read',
    area: 'womens-health',
    image: 2,
    audience: ALL_ES,
    published: '2026-02-02',
    content: pdf('prospecto-kyleena.pdf'),
    duration: 300,
  },
];

const oncology: ItemSpec[] = [
  {
    id: 'carcinoma-hepatocelular-avanzado-actualizacion',
    title: 'Carcinoma hepatocelular avanzado: actualización para el equipo multidisciplinario',
    synopsis:
      'Estadificación, evaluación de la función hepática y coordinación del equipo en el carcinoma hepatocelular avanzado.',
    cluster: 'to_read',
    area: 'oncology',
    audience: CONOSUR,
    published: '2025-10-02',
    participant: 'Dr. Ignacio Torres',
    content: article(
      'El carcinoma hepatocelular suele diagnosticarse sobre una hepatopatía crónica, lo que condiciona cada decisión terapéutica.',
      [
        {
          heading: 'Estadificar con la función hepática',
          paragraphs: [
            'La extensión tumoral, el estado general del paciente y la reserva funcional hepática se valoran juntos para definir el tratamiento.',
          ],
        },
        {
          heading: 'El comité de tumores',
          paragraphs: [
            'Hepatología, oncología, radiología intervencionista y cirugía comparten la decisión en un comité multidisciplinario.',
          ],
          list: [
            'Imágenes actualizadas y revisadas en conjunto.',
            'Plan de seguimiento escrito.',
            'Cuidados de soporte desde el inicio.',
          ],
        },
      ],
    ),
  },
  {
    id: 'cancer-colorrectal-metastasico-continuo-de-tratamiento',
    title: 'Cáncer colorrectal metastásico: el continuo de tratamiento',
    synopsis:
      'Serie en video sobre la secuencia terapéutica, los biomarcadores y la calidad de vida en el cáncer colorrectal metastásico.',
    cluster: 'to_see',
    area: 'oncology',
    image: 2,
    audience: MEXICO,
    published: '2026-03-27',
    participant: 'Dra. Carolina Vega',
    episodes: [
      { title: 'Biomarcadores que guían la decisión', duration: 900, content: video() },
      { title: 'Secuencia de tratamiento', duration: 1020, content: video('mp4') },
      { title: 'Calidad de vida y cuidados de soporte', duration: 840, content: video() },
    ],
  },
  {
    id: 'oncopodcast-cancer-de-prostata',
    title: 'OncoPodcast: cáncer de próstata avanzado',
    synopsis:
      'Tres episodios sobre el diagnóstico por imagen, la coordinación con medicina nuclear y el seguimiento del paciente con cáncer de próstata.',
    cluster: 'to_listen',
    area: 'oncology',
    audience: ALL_ES,
    published: '2026-08-14',
    participant: 'Dr. Diego Navarro',
    episodes: [
      { title: 'Imagen y estadificación', duration: 1200, content: audio('es') },
      { title: 'Oncología y medicina nuclear', duration: 1140, content: audio('es') },
      { title: 'Seguimiento y salud ósea', duration: 1080, content: audio('es', 'mp3') },
    ],
  },
  {
    id: 'tumor-board-virtual-oncologia-gastrointestinal',
    title: 'Tumor board virtual: oncología gastrointestinal',
    synopsis:
      'Comité de tumores en línea: presentación y discusión de casos de tumores digestivos con participación de la audiencia.',
    cluster: 'to_participe',
    area: 'oncology',
    image: 2,
    audience: PACA,
    published: '2026-11-05',
    participant: 'Moderadora: Dra. Carolina Vega',
    duration: 5400,
    content: meeting('tumor-board-gi-2027', '2027-01-20T18:30:00-05:00'),
    planners: [
      { name: 'Dra. Carolina Vega', description: 'Oncóloga clínica, Bogotá.' },
      { name: 'Dr. Renato Salazar', description: 'Cirujano oncólogo, Lima.' },
      { name: 'Dra. Mariana Quesada', description: 'Radióloga, San José.' },
    ],
  },
  {
    id: 'stivarga-guia-de-conversacion-con-el-paciente',
    title: 'Guía de conversación con el paciente en tratamiento oncológico oral',
    synopsis:
      'Cómo preparar la primera consulta, explicar el plan de seguimiento y acompañar la adherencia al tratamiento oral.',
    cluster: 'to_read',
    area: 'oncology',
    image: 2,
    audience: ALL_ES,
    published: '2026-06-18',
    participant: 'Dra. Carolina Vega',
    product: 'stivarga',
    exclusive: true,
    content: article(
      'El tratamiento oncológico oral traslada al domicilio buena parte del cuidado: la comunicación con el paciente se vuelve central.',
      [
        {
          heading: 'La primera consulta',
          paragraphs: [
            'Explique el objetivo del tratamiento, el calendario de controles y a quién llamar ante una duda o un síntoma nuevo.',
          ],
        },
        {
          heading: 'Adherencia',
          paragraphs: ['Algunas herramientas sencillas ayudan a sostener la adherencia.'],
          list: [
            'Un diario de tomas y síntomas.',
            'Contacto telefónico con enfermería oncológica.',
            'Revisión de la medicación concomitante.',
          ],
        },
      ],
    ),
  },
  {
    id: 'glosario-de-oncologia-de-precision',
    title: 'Glosario de oncología de precisión',
    synopsis:
      'Biomarcador, secuenciación de nueva generación, biopsia líquida: los términos esenciales explicados en pocas líneas.',
    cluster: 'to_home',
    area: 'oncology',
    audience: ALL_ES,
    published: '2025-04-15',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article('Un glosario breve para leer los informes moleculares con seguridad.', [
      {
        heading: 'Términos esenciales',
        paragraphs: ['Cada término se acompaña de una definición de trabajo.'],
        list: [
          'Biomarcador: característica medible que orienta el diagnóstico o el tratamiento.',
          'Secuenciación de nueva generación: análisis simultáneo de muchos genes.',
          'Biopsia líquida: estudio del ADN tumoral circulante en sangre.',
        ],
      },
    ]),
  },
];

const ophthalmology: ItemSpec[] = [
  {
    id: 'degeneracion-macular-asociada-a-la-edad-diagnostico',
    title: 'Degeneración macular asociada a la edad: claves del diagnóstico',
    synopsis:
      'Signos de alarma, exploración del fondo de ojo y criterios de derivación urgente a oftalmología.',
    cluster: 'to_read',
    area: 'ophthalmology',
    audience: ALL_ES,
    published: '2025-08-09',
    participant: 'Dr. Diego Navarro',
    unbranded: true,
    content: article(
      'La degeneración macular asociada a la edad es una causa frecuente de pérdida de visión central en mayores de 50 años.',
      [
        {
          heading: 'Signos de alarma',
          paragraphs: [
            'La distorsión de las líneas rectas (metamorfopsia) o una mancha central de aparición reciente obligan a una evaluación en oftalmología sin demora.',
          ],
          list: [
            'Metamorfopsia de inicio reciente.',
            'Disminución de la agudeza visual central.',
            'Escotoma central.',
          ],
        },
        {
          heading: 'Exploración',
          paragraphs: [
            'La rejilla de Amsler es una herramienta sencilla de autocontrol; la tomografía de coherencia óptica confirma y sigue las lesiones.',
          ],
        },
      ],
    ),
  },
  {
    id: 'tomografia-de-coherencia-optica-en-la-consulta',
    title: 'Tomografía de coherencia óptica en la consulta de oftalmología',
    synopsis:
      'Lectura sistemática de una OCT macular: capas de la retina, líquido y artefactos frecuentes.',
    cluster: 'to_see',
    area: 'ophthalmology',
    image: 2,
    audience: PACA,
    published: '2026-02-25',
    participant: 'Dra. Paula Medina',
    preview: video('mp4'),
    content: video(),
    duration: 1260,
  },
  {
    id: 'eylia-protocolos-de-seguimiento-intravitreo',
    title: 'Protocolos de seguimiento en terapia intravítrea',
    synopsis:
      'Dos sesiones sobre la organización de la consulta de retina: agenda, criterios de control y comunicación con el paciente.',
    cluster: 'to_see',
    area: 'ophthalmology',
    audience: ALL_ES,
    published: '2026-09-30',
    participant: 'Dra. Paula Medina',
    product: 'eylia',
    exclusive: true,
    episodes: [
      { title: 'Organizar la consulta de retina', duration: 960, content: video() },
      { title: 'Criterios de control y seguimiento', duration: 1080, content: video('mp4') },
    ],
  },
  {
    id: 'retina-al-dia-edema-macular-diabetico',
    title: 'Retina al día: edema macular diabético',
    synopsis:
      'Podcast sobre el tamizaje, el control metabólico y la coordinación entre oftalmología y endocrinología.',
    cluster: 'to_listen',
    area: 'ophthalmology',
    image: 2,
    audience: MEXICO,
    published: '2026-04-03',
    participant: 'Dr. Diego Navarro',
    content: audio('es'),
    duration: 1500,
  },
  {
    id: 'jornada-virtual-de-retina-medica',
    title: 'Jornada virtual de retina médica',
    synopsis: 'Jornada en línea con casos de retina médica y preguntas al panel de especialistas.',
    cluster: 'to_participe',
    area: 'ophthalmology',
    audience: ['co', 'pe'],
    published: '2026-11-01',
    participant: 'Moderadora: Dra. Paula Medina',
    duration: 7200,
    content: meeting('jornada-retina-2026', '2026-12-05T09:00:00-05:00'),
    planners: [
      { name: 'Dra. Paula Medina', description: 'Oftalmóloga, especialista en retina, Medellín.' },
      { name: 'Dr. Renato Salazar', description: 'Oftalmólogo, Lima.' },
    ],
  },
  {
    id: 'retinopatia-diabetica-tamizaje-en-atencion-primaria',
    title: 'Retinopatía diabética: tamizaje en atención primaria',
    synopsis:
      'Quién, cuándo y cómo: organizar el tamizaje de la retinopatía en las personas con diabetes.',
    cluster: 'to_read',
    area: 'ophthalmology',
    image: 2,
    audience: [...MEXICO, ...PACA],
    published: '2025-12-15',
    participant: 'Dra. Paula Medina',
    unbranded: true,
    content: article(
      'La retinopatía diabética puede avanzar sin síntomas: el tamizaje periódico es la herramienta que permite llegar a tiempo.',
      [
        {
          heading: 'A quién y cuándo',
          paragraphs: [
            'Toda persona con diabetes necesita un examen de fondo de ojo al diagnóstico o poco después, y controles periódicos según los hallazgos.',
          ],
        },
        {
          heading: 'Cómo organizarlo',
          paragraphs: ['La retinografía con lectura a distancia amplía el acceso.'],
          list: [
            'Registro de pacientes con diabetes.',
            'Retinografía no midriática.',
            'Circuito de derivación a oftalmología.',
          ],
        },
      ],
    ),
  },
];

const hematology: ItemSpec[] = [
  {
    id: 'hemofilia-a-hacia-una-profilaxis-personalizada',
    title: 'Hemofilia A: hacia una profilaxis personalizada',
    synopsis:
      'Fenotipo hemorrágico, actividad física y salud articular como ejes de un plan de profilaxis a la medida del paciente.',
    cluster: 'to_read',
    area: 'hematology',
    audience: ALL_ES,
    published: '2025-12-01',
    participant: 'Dra. Carolina Vega',
    content: article(
      'La profilaxis ha cambiado la historia natural de la hemofilia A; el desafío actual es adaptarla a cada persona.',
      [
        {
          heading: 'Conocer al paciente',
          paragraphs: [
            'El patrón de sangrados, el estado articular y el nivel de actividad física orientan la intensidad de la profilaxis.',
          ],
        },
        {
          heading: 'Seguimiento articular',
          paragraphs: ['La evaluación periódica de las articulaciones detecta el daño temprano.'],
          list: [
            'Escalas de salud articular.',
            'Ecografía articular en la consulta.',
            'Fisioterapia y actividad física adaptada.',
          ],
        },
      ],
    ),
  },
  {
    id: 'anemia-ferropenica-en-el-adulto',
    title: 'Anemia ferropénica en el adulto: estudio y seguimiento',
    synopsis:
      'Del hemograma a la búsqueda de la causa: un enfoque ordenado de la anemia por deficiencia de hierro.',
    cluster: 'to_see',
    area: 'hematology',
    image: 2,
    audience: CONOSUR,
    published: '2025-05-22',
    participant: 'Dr. Tomás Herrera',
    unbranded: true,
    content: video(),
    duration: 1380,
  },
  {
    id: 'podcast-trombosis-asociada-al-cancer',
    title: 'Trombosis asociada al cáncer',
    synopsis:
      'Hematología y oncología conversan sobre la evaluación del riesgo trombótico en el paciente oncológico.',
    cluster: 'to_listen',
    area: 'hematology',
    audience: PACA,
    published: '2026-07-01',
    participant: 'Dr. Tomás Herrera',
    content: audio('es', 'mp3'),
    duration: 1620,
  },
  {
    id: 'hematologia-para-no-hematologos',
    title: 'Hematología para no hematólogos',
    synopsis:
      'Serie exclusiva en audio y video: cómo leer un hemograma y cuándo derivar, en dos temporadas breves.',
    cluster: 'to_see_to_listen',
    area: 'hematology',
    image: 2,
    audience: MEXICO,
    published: '2026-05-06',
    participant: 'Dra. Carolina Vega',
    exclusive: true,
    seasons: [
      {
        title: 'Temporada 1: el hemograma',
        episodes: [
          { title: 'Anemias: primer paso', duration: 600, content: video() },
          { title: 'Leucocitosis y leucopenia', duration: 660, content: audio('es') },
        ],
      },
      {
        title: 'Temporada 2: coagulación',
        episodes: [
          { title: 'Pruebas de coagulación básicas', duration: 720, content: video('mp4') },
          { title: 'El paciente que sangra', duration: 690, content: audio('es') },
        ],
      },
    ],
  },
  {
    id: 'dia-mundial-de-la-hemofilia-recursos',
    title: 'Día Mundial de la Hemofilia: recursos para su consulta',
    synopsis:
      'Materiales educativos para pacientes y familias, y una lista de verificación para la consulta de hemofilia.',
    cluster: 'to_home',
    area: 'hematology',
    audience: ALL_ES,
    published: '2026-04-17',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article(
      'Cada 17 de abril se recuerda la importancia del diagnóstico y la atención integral de las personas con trastornos de la coagulación.',
      [
        {
          heading: 'Lista de verificación para la consulta',
          paragraphs: ['Algunas preguntas útiles en cada visita.'],
          list: [
            '¿Hubo sangrados desde la última visita?',
            '¿Cómo está la salud articular?',
            '¿El plan de profilaxis se adapta a la actividad actual?',
          ],
        },
      ],
    ),
  },
  {
    id: 'como-solicitar-informacion-medica',
    title: 'Cómo solicitar información médica',
    synopsis:
      'El canal de información médica responde preguntas científicas sobre los productos de la compañía. Así funciona.',
    cluster: 'to_read',
    area: 'hematology',
    image: 2,
    audience: ALL_ES,
    published: '2025-02-14',
    participant: 'Información médica',
    medInfo: true,
    content: article(
      'El área de información médica atiende consultas científicas de profesionales de la salud.',
      [
        {
          heading: 'Qué puede consultar',
          paragraphs: [
            'Preguntas sobre el uso de los productos, estudios publicados, estabilidad y conservación, entre otras.',
          ],
        },
        {
          heading: 'Cómo hacerlo',
          paragraphs: ['Envíe su solicitud desde el área de información médica del portal.'],
          list: [
            'Indique el producto y su pregunta.',
            'Elija cómo prefiere recibir la respuesta.',
            'Recibirá una respuesta por escrito de un profesional del área.',
          ],
        },
      ],
    ),
  },
];

const pneumology: ItemSpec[] = [
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

export const itemsEs: ItemSpec[] = [
  ...cardiology,
  ...womensHealth,
  ...oncology,
  ...ophthalmology,
  ...hematology,
  ...pneumology,
];
