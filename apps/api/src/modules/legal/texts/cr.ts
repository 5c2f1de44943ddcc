import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.cr@pulso.example';

export const costaRica: SpanishCountryFacts = {
  country: 'cr',
  lastUpdated: '12/7/2024',
  version: '2024-07-12',
  countryName: 'Costa Rica',
  company: 'Pulso Farmacéutica de Costa Rica S.A.',
  address: 'San José, Costa Rica',
  contactEmail: 'contacto.cr@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.cr@pulso.example',
  healthAuthority: 'el Ministerio de Salud de Costa Rica',
  pharmacovigilanceCenter: 'el Centro Nacional de Farmacovigilancia del Ministerio de Salud',
  professionalRecord:
    'número de colegiado del Colegio de Médicos y Cirujanos de Costa Rica o del colegio profesional que corresponda',
  advertisingRules:
    'la Ley General de Salud (Ley N° 5395) y su reglamentación sobre la promoción de medicamentos',
  dataLaw:
    'la Ley N° 8968, de Protección de la Persona frente al Tratamiento de sus Datos Personales, y su Reglamento (Decreto Ejecutivo N° 37554-JP)',
  governingLaw: 'las leyes de la República de Costa Rica',
  jurisdiction: 'los tribunales de justicia de San José',
  privacyTitle: 'Política de privacidad',
  legalBasis: [
    'Tratamos sus datos con el consentimiento informado, expreso y por escrito —incluido el medio electrónico— que usted otorga al registrarse en el Portal (artículo 5 de la Ley N° 8968), después de haber sido informado de la existencia de la base de datos, sus fines, sus destinatarios y sus derechos. No se requiere su consentimiento en los casos que la ley exceptúa, como el cumplimiento de obligaciones legales, entre ellas las de farmacovigilancia.',
    'Puede revocar su consentimiento en cualquier momento, sin efecto retroactivo.',
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera de Costa Rica. Solo transferimos sus datos con su consentimiento, que otorga al aceptar esta política, y bajo contratos que obligan al destinatario a respetar las finalidades y medidas de seguridad aquí descritas.',
  rights: [
    'Usted tiene derecho a acceder a sus datos personales y a conocer su finalidad y destinatarios, y a exigir su rectificación o supresión cuando sean inexactos, incompletos o innecesarios, o cuando su tratamiento sea contrario a la ley (artículo 7 de la Ley N° 8968). El ejercicio de estos derechos es gratuito.',
    `Para ejercerlos, envíe una solicitud a ${privacyEmail} con su nombre, copia de su documento de identidad y la descripción de lo que solicita. La atenderemos dentro del plazo de cinco días hábiles que establece la ley.`,
  ],
  authority: [
    'La Agencia de Protección de Datos de los Habitantes (PRODHAB) es el órgano de control de la Ley N° 8968; usted puede presentar ante ella una denuncia si considera que sus derechos han sido vulnerados. Nuestra base de datos se encuentra inscrita ante la PRODHAB cuando la normativa lo exige.',
    `Para cualquier consulta sobre esta política, escríbanos a ${privacyEmail}.`,
  ],
};
