import type { LegalDocumentRecord } from '../legal.repository.ts';
import { mexico as f } from './mx.ts';

/** Mexico's imprint: who runs the site and how to reach them (placeholder company data). */
export const mexicoImprint: LegalDocumentRecord = {
  country: 'mx',
  document: 'imprint',
  language: 'es-MX',
  version: f.version,
  title: 'Aviso legal',
  lastUpdated: f.lastUpdated,
  sections: [
    {
      heading: 'Responsable del sitio',
      paragraphs: [
        `Este sitio es operado por ${f.company}, con domicilio en ${f.address}.`,
        `Correo electrónico de contacto: ${f.contactEmail}.`,
      ],
    },
    {
      heading: 'Público al que se dirige',
      paragraphs: [
        'La información de este sitio está dirigida exclusivamente a profesionales de la salud que ejercen en México y es válida únicamente para México. Su contenido no debe interpretarse como una recomendación de uso de productos al público en general.',
      ],
    },
    {
      heading: 'Autorización sanitaria',
      paragraphs: [
        'Los materiales sobre medicamentos publicados en este sitio se difunden conforme a la Ley General de Salud y al Reglamento de la Ley General de Salud en Materia de Publicidad. El número de aviso de publicidad otorgado por la Comisión Federal para la Protección contra Riesgos Sanitarios (COFEPRIS) y el código de aprobación del sitio figuran en el pie de página.',
      ],
    },
    {
      heading: 'Reporte de eventos adversos y quejas de calidad',
      paragraphs: [
        `Para reportar una sospecha de reacción adversa o una queja de calidad de un producto de Pulso, escriba a ${f.safetyEmail}. También puede reportarla al Centro Nacional de Farmacovigilancia de la COFEPRIS.`,
      ],
    },
    {
      heading: 'Propiedad intelectual',
      paragraphs: [
        'Los contenidos, marcas y logotipos de este sitio están protegidos por la Ley Federal del Derecho de Autor y la Ley Federal de Protección a la Propiedad Industrial. Su uso se rige por las Condiciones de uso del sitio.',
      ],
    },
    {
      heading: 'Datos personales',
      paragraphs: [
        'El tratamiento de sus datos personales se describe en el Aviso de privacidad integral, disponible en el pie de página.',
      ],
    },
  ],
};
