import type { QuestionSpec } from './question.ts';

/**
 * The Spanish demo question banks, by course id (demo catalogue, training-es.ts). Educational
 * and fictitious: they follow common guideline statements but are no clinical reference.
 */
export const questionBanksEs: Record<string, readonly QuestionSpec[]> = {
  'curso-anticoagulacion-oral-en-la-practica-clinica': [
    [
      '¿Qué escala se usa habitualmente para estimar el riesgo de ictus en la fibrilación auricular no valvular?',
      ['CHA₂DS₂-VASc', 'HAS-BLED', 'CURB-65', 'Escala de Glasgow'],
      0,
    ],
    [
      '¿Qué escala ayuda a identificar factores de riesgo de sangrado modificables en un paciente anticoagulado?',
      ['CHA₂DS₂-VASc', 'HAS-BLED', 'Clasificación NYHA', 'Escala de Wells'],
      1,
    ],
    [
      'Antes de iniciar un anticoagulante oral directo, ¿qué dato de laboratorio es imprescindible para elegir la dosis?',
      ['Colesterol LDL', 'Hemoglobina glicosilada', 'Aclaramiento de creatinina', 'TSH'],
      2,
    ],
    [
      '¿En qué paciente se prefiere un antagonista de la vitamina K a un anticoagulante oral directo?',
      [
        'Fibrilación auricular no valvular a los 70 años',
        'Trombosis venosa profunda tras una cirugía',
        'Fibrilación auricular con insuficiencia cardíaca leve',
        'Portador de una válvula cardíaca mecánica',
      ],
      3,
    ],
    [
      'Con warfarina y un INR objetivo de 2 a 3, ¿qué valor indica un efecto en rango terapéutico?',
      ['1,2', '2,5', '4,5', '6,0'],
      1,
    ],
    [
      '¿Qué medida favorece la adherencia al tratamiento anticoagulante?',
      [
        'Explicar el motivo del tratamiento y acordar qué hacer ante un olvido',
        'Suspenderlo ante cualquier hematoma',
        'Duplicar la dosis siguiente tras un olvido',
        'Cambiar de fármaco en cada visita',
      ],
      0,
    ],
    [
      '¿Qué fármaco aumenta el riesgo de sangrado junto a un anticoagulante y conviene evitar?',
      [
        'Paracetamol a dosis habituales',
        'Omeprazol',
        'Antiinflamatorios no esteroideos como el ibuprofeno',
        'Amlodipino',
      ],
      2,
    ],
    [
      'En la fibrilación auricular, una puntuación HAS-BLED elevada indica que se debe:',
      [
        'Contraindicar siempre la anticoagulación',
        'Corregir los factores de sangrado y vigilar más de cerca, sin descartar por ello la anticoagulación',
        'Duplicar la dosis del anticoagulante',
        'Añadir un antiagregante',
      ],
      1,
    ],
  ],
  'curso-fundamentos-de-retina-medica': [
    [
      '¿Qué prueba mide de forma no invasiva el grosor macular y muestra el líquido intrarretiniano?',
      ['Tomografía de coherencia óptica (OCT)', 'Campimetría', 'Tonometría', 'Queratometría'],
      0,
    ],
    [
      '¿Qué región de la retina es responsable de la visión central de alta resolución?',
      [
        'La papila óptica',
        'La ora serrata',
        'La mácula, con la fóvea en su centro',
        'La retina periférica',
      ],
      2,
    ],
    [
      '¿Cuál es el tratamiento de primera línea de la degeneración macular asociada a la edad neovascular?',
      [
        'Corticoides orales a largo plazo',
        'Inyecciones intravítreas de fármacos anti-VEGF',
        'Antibióticos tópicos',
        'Lentes de contacto terapéuticas',
      ],
      1,
    ],
    [
      'Un paciente ve torcidas las líneas rectas desde hace poco. ¿Qué herramienta sencilla sirve para el autocontrol en casa?',
      ['Cartilla de Ishihara', 'Test de Schirmer', 'Oftalmoscopio directo', 'Rejilla de Amsler'],
      3,
    ],
    [
      '¿Qué hallazgo de la OCT sugiere un edema macular diabético?',
      [
        'Engrosamiento de la retina con espacios quísticos de líquido',
        'Excavación del nervio óptico',
        'Opacidad del cristalino',
        'Adelgazamiento de la córnea',
      ],
      0,
    ],
  ],
  'curso-anticoncepcion-basada-en-la-evidencia': [
    [
      '¿Qué métodos tienen la mayor eficacia en el uso típico?',
      [
        'El preservativo masculino',
        'El método del calendario',
        'El DIU y el implante subdérmico (métodos de larga duración)',
        'Los espermicidas',
      ],
      2,
    ],
    [
      '¿En qué situación están contraindicados los anticonceptivos combinados con estrógenos?',
      ['Dismenorrea', 'Migraña con aura', 'Acné leve', 'Ciclos irregulares'],
      1,
    ],
    [
      '¿Qué documento de la OMS orienta qué métodos puede usar cada persona según su condición clínica?',
      [
        'Los criterios médicos de elegibilidad para el uso de anticonceptivos',
        'La clasificación de Child-Pugh',
        'La escala de Apgar',
        'Los criterios de Roma',
      ],
      0,
    ],
    [
      '¿Qué método protege, además, frente a las infecciones de transmisión sexual?',
      ['El DIU hormonal', 'El implante subdérmico', 'La píldora combinada', 'El preservativo'],
      3,
    ],
    [
      'Una mujer de 38 años que fuma 20 cigarrillos al día pide anticoncepción. ¿Qué opción es la más adecuada?',
      [
        'Un parche combinado',
        'Un método sin estrógenos, como un DIU o un método solo de progestágeno',
        'Una píldora combinada',
        'Un anillo vaginal combinado',
      ],
      1,
    ],
    [
      '¿Qué enfoque se recomienda en la consejería anticonceptiva?',
      [
        'Elegir el método en lugar de la paciente',
        'Ofrecer un único método',
        'Una decisión informada y compartida, según sus preferencias y su situación clínica',
        'Evitar hablar de efectos adversos',
      ],
      2,
    ],
  ],
  'curso-hipertension-pulmonar-para-internistas': [
    [
      '¿Cuál es la prueba inicial ante la sospecha de hipertensión pulmonar?',
      [
        'Ecocardiograma transtorácico',
        'Espirometría aislada',
        'Holter de 24 horas',
        'Ecografía abdominal',
      ],
      0,
    ],
    [
      '¿Qué prueba confirma el diagnóstico de hipertensión pulmonar?',
      [
        'La prueba de esfuerzo',
        'El cateterismo cardíaco derecho',
        'La radiografía de tórax',
        'El ecocardiograma',
      ],
      1,
    ],
    [
      'Según las guías europeas de 2022, la hipertensión pulmonar se define por una presión arterial pulmonar media en reposo mayor de:',
      ['10 mmHg', '40 mmHg', '60 mmHg', '20 mmHg'],
      3,
    ],
    [
      'En un paciente con hipertensión pulmonar y una embolia pulmonar previa, ¿qué entidad debe descartarse con una gammagrafía de ventilación/perfusión?',
      [
        'El asma',
        'El neumotórax',
        'La hipertensión pulmonar tromboembólica crónica',
        'La sarcoidosis',
      ],
      2,
    ],
    [
      '¿Cuál es el síntoma más frecuente y precoz?',
      ['Fiebre', 'Disnea de esfuerzo', 'Dolor abdominal', 'Cefalea'],
      1,
    ],
    [
      '¿Cuándo conviene derivar a un centro de referencia?',
      [
        'Pronto, ante la sospecha de hipertensión arterial pulmonar o tromboembólica crónica',
        'Solo cuando aparece un síncope',
        'Tras un año de tratamiento empírico',
        'Nunca: se maneja siempre en atención primaria',
      ],
      0,
    ],
  ],
  'curso-oncologia-gastrointestinal': [
    [
      '¿Cuál es la prueba de referencia para diagnosticar el cáncer colorrectal?',
      [
        'La ecografía abdominal',
        'El antígeno carcinoembrionario (CEA)',
        'Una sangre oculta en heces positiva',
        'La colonoscopia con biopsia',
      ],
      3,
    ],
    [
      'En el cáncer colorrectal, el CEA es útil sobre todo para:',
      [
        'El seguimiento tras el tratamiento',
        'El cribado poblacional',
        'El diagnóstico definitivo',
        'Conocer la afectación ganglionar',
      ],
      0,
    ],
    [
      '¿Cuál es el principal factor de riesgo del carcinoma hepatocelular?',
      ['La colelitiasis', 'La cirrosis hepática', 'La hernia de hiato', 'La pancreatitis aguda'],
      1,
    ],
    [
      '¿Qué vigilancia se recomienda cada seis meses en un paciente con cirrosis?',
      [
        'Una colonoscopia',
        'Una resonancia cerebral',
        'Una ecografía abdominal, con o sin alfafetoproteína',
        'Una gastroscopia',
      ],
      2,
    ],
    [
      '¿Qué aporta el comité multidisciplinario de tumores?',
      [
        'Sustituye el consentimiento del paciente',
        'Decisiones terapéuticas consensuadas entre especialidades',
        'Evita la estadificación',
        'Retrasa el tratamiento',
      ],
      1,
    ],
    [
      'Un paciente con cáncer colorrectal metastásico refiere un cansancio intenso. ¿Qué es prioritario en los cuidados de soporte?',
      [
        'Suspender toda la medicación',
        'Esperar al próximo ciclo',
        'Hospitalizarlo sistemáticamente',
        'Buscar y tratar las causas reversibles y cuidar su calidad de vida',
      ],
      3,
    ],
  ],
  'speaker-training-comunicacion-cientifica-eficaz': [
    [
      '¿Qué estructura conviene a una charla científica de 20 minutos?',
      [
        'Un mensaje principal, dos o tres ideas apoyadas en la evidencia y un cierre que lo repite',
        'Leer todas las diapositivas',
        'Mostrar todos los datos disponibles',
        'Empezar por las preguntas del público',
      ],
      0,
    ],
    [
      '¿Qué caracteriza a una diapositiva clara?',
      [
        'Párrafos completos',
        'Una idea por diapositiva, poco texto y gráficos legibles',
        'Tablas de veinte filas',
        'Muchas animaciones',
      ],
      1,
    ],
    [
      'Ante una pregunta difícil cuya respuesta no conoce, ¿qué conviene hacer?',
      [
        'Responder lo que parezca razonable',
        'Cambiar de tema',
        'Reconocerlo, ofrecer revisar la evidencia y responder después',
        'Ignorar la pregunta',
      ],
      2,
    ],
    [
      'Al presentar un caso clínico real, ¿qué es imprescindible?',
      [
        'Mostrar el nombre del paciente',
        'Incluir fotos en las que se le reconozca',
        'Omitir las fuentes',
        'Anonimizar los datos y contar con el consentimiento del paciente',
      ],
      3,
    ],
  ],
};
