import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.pe@pulso.example';

export const peru: SpanishCountryFacts = {
  country: 'pe',
  lastUpdated: '12/7/2024',
  version: '2024-07-12',
  countryName: 'Perú',
  company: 'Pulso Farmacéutica del Perú S.A.C.',
  address: 'Lima, Perú',
  contactEmail: 'contacto.pe@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.pe@pulso.example',
  healthAuthority: 'la Dirección General de Medicamentos, Insumos y Drogas (DIGEMID)',
  pharmacovigilanceCenter:
    'el Centro Nacional de Farmacovigilancia y Tecnovigilancia de la DIGEMID',
  professionalRecord:
    'número de colegiatura del Colegio Médico del Perú (CMP) o del colegio profesional que corresponda',
  advertisingRules:
    'la Ley N° 29459, Ley de los Productos Farmacéuticos, Dispositivos Médicos y Productos Sanitarios, y su reglamento, que reservan la promoción de medicamentos de venta bajo receta médica a los profesionales que los prescriben y dispensan',
  dataLaw:
    'la Ley N° 29733, Ley de Protección de Datos Personales, y su Reglamento aprobado por Decreto Supremo N° 003-2013-JUS',
  governingLaw: 'las leyes de la República del Perú',
  jurisdiction: 'los jueces y tribunales del distrito judicial de Lima',
  privacyTitle: 'Política de privacidad',
  legalBasis: [
    'Tratamos sus datos con el consentimiento libre, previo, expreso, inequívoco e informado que usted otorga al registrarse en el Portal (artículos 5 y 13 de la Ley N° 29733) y, sin necesidad de él, en los casos que la ley exceptúa, como el cumplimiento de la relación que mantenemos con usted o de obligaciones legales, entre ellas las de farmacovigilancia.',
    'Puede revocar su consentimiento en cualquier momento, sin efecto retroactivo, mediante los mecanismos descritos en la sección de derechos.',
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera del Perú. Este flujo transfronterizo se realiza conforme al artículo 15 de la Ley N° 29733, con destinatarios que aseguran niveles de protección adecuados o garantías contractuales equivalentes.',
  rights: [
    'Usted puede ejercer los derechos de información, acceso, rectificación, actualización, inclusión, cancelación, supresión y oposición reconocidos en los artículos 18 a 22 de la Ley N° 29733 (derechos ARCO), así como impedir que sus datos sean suministrados a terceros y revocar su consentimiento.',
    `Para ejercerlos, envíe una solicitud a ${privacyEmail} con su nombre, copia de su documento de identidad (o el de su representante, con el poder correspondiente), la descripción de su petición y un domicilio o correo para notificarle.`,
    'Atenderemos su solicitud sin costo en los plazos que establece el Reglamento: ocho días hábiles para el derecho de información, veinte días hábiles para el derecho de acceso y diez días hábiles para los demás derechos.',
  ],
  authority: [
    'Si considera que no hemos atendido debidamente su solicitud, puede presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos. Nuestros bancos de datos personales se encuentran inscritos en el Registro Nacional de Protección de Datos Personales.',
    `Para cualquier consulta sobre esta política, escríbanos a ${privacyEmail}.`,
  ],
};
