import type { LegalDocumentRecord } from '../legal.repository.ts';
import { colombia as f } from './co.ts';

/** The no-index `es-co` page: information for health professionals in Colombia. */
export const colombiaProfessionalsPage: LegalDocumentRecord = {
  country: 'co',
  document: 'es-co',
  language: 'es',
  version: f.version,
  title: 'Información para profesionales de la salud en Colombia',
  lastUpdated: f.lastUpdated,
  sections: [
    {
      heading: 'Acerca de este sitio',
      paragraphs: [
        `Pulso es un portal de ${f.company} dirigido exclusivamente a profesionales de la salud que ejercen en Colombia. Reúne contenidos médicos y científicos, cursos en línea con evaluaciones y constancias, eventos con reuniones en línea y un canal de solicitudes de información médica.`,
        'La información sobre medicamentos que se publica aquí corresponde a los registros sanitarios otorgados por el Instituto Nacional de Vigilancia de Medicamentos y Alimentos (INVIMA) y es válida únicamente para Colombia. Antes de prescribir, consulte la información para prescribir vigente del producto.',
      ],
    },
    {
      heading: 'Quién puede registrarse',
      paragraphs: [
        'Pueden registrarse los profesionales de la salud inscritos en el Registro Único Nacional del Talento Humano en Salud (ReTHUS). Al registrarse se le pedirá su número de identificación; podremos verificar su inscripción para habilitar el acceso a los contenidos restringidos.',
      ],
    },
    {
      heading: 'Reporte de eventos adversos',
      paragraphs: [
        `Si conoce un evento adverso, una falta de eficacia o un problema de calidad relacionado con un producto de Pulso, repórtelo a ${f.safetyEmail} o mediante el enlace de reporte de seguridad del pie de página. También puede reportarlo al Programa Nacional de Farmacovigilancia del INVIMA.`,
      ],
    },
    {
      heading: 'Información médica',
      paragraphs: [
        'Las consultas científicas sobre nuestros productos se atienden a través del canal de información médica del portal, una vez que haya iniciado sesión. Las respuestas se basan en la información aprobada y en la literatura científica disponible.',
      ],
    },
    {
      heading: 'Protección de datos personales',
      paragraphs: [
        'Sus datos se tratan conforme a la Ley Estatutaria 1581 de 2012 y a nuestra Política de tratamiento de datos personales. Puede conocer, actualizar, rectificar y suprimir sus datos, y revocar su autorización, en los términos que allí se describen.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [`Para cualquier consulta, escríbanos a ${f.contactEmail}.`],
    },
  ],
};
