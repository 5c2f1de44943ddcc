import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.co@pulso.example';

export const colombia: SpanishCountryFacts = {
  country: 'co',
  lastUpdated: '12/7/2024',
  version: '2024-07-12',
  countryName: 'Colombia',
  company: 'Pulso Farmacéutica de Colombia S.A.S.',
  address: 'Bogotá D.C., Colombia',
  contactEmail: 'contacto.co@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.co@pulso.example',
  healthAuthority: 'el Instituto Nacional de Vigilancia de Medicamentos y Alimentos (INVIMA)',
  pharmacovigilanceCenter: 'el Programa Nacional de Farmacovigilancia del INVIMA',
  professionalRecord:
    'número de documento de identidad y su inscripción en el Registro Único Nacional del Talento Humano en Salud (ReTHUS)',
  advertisingRules:
    'el Decreto 677 de 1995 y las demás normas sanitarias que reservan a los profesionales de la salud la información sobre medicamentos de venta con fórmula médica',
  dataLaw:
    'la Ley Estatutaria 1581 de 2012 y el Decreto 1377 de 2013, compilado en el Decreto Único Reglamentario 1074 de 2015',
  governingLaw: 'las leyes de la República de Colombia',
  jurisdiction: 'los jueces competentes de Bogotá D.C.',
  privacyTitle: 'Política de tratamiento de datos personales',
  legalBasis: [
    'Tratamos sus datos con la autorización previa, expresa e informada que usted otorga al registrarse en el Portal, de la cual conservamos prueba (artículo 9 de la Ley 1581 de 2012). No se requiere autorización para los tratamientos que la ley exceptúa, como los ordenados por una autoridad en ejercicio de sus funciones.',
    'Las respuestas a las preguntas sobre datos sensibles o sobre menores de edad son facultativas; el Portal no las solicita.',
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera de Colombia. Solo transferimos datos a países que ofrecen niveles adecuados de protección según la Superintendencia de Industria y Comercio o en los casos exceptuados por el artículo 26 de la Ley 1581 de 2012; las transmisiones a encargados se rigen por contratos que los obligan a tratar los datos conforme a esta política.',
  rights: [
    'Como titular, usted tiene derecho a conocer, actualizar y rectificar sus datos personales; solicitar prueba de la autorización otorgada; ser informado, previa solicitud, sobre el uso que se ha dado a sus datos; presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley, una vez agotado el trámite de consulta o reclamo ante nosotros; revocar la autorización o solicitar la supresión de sus datos cuando no se respeten los principios, derechos y garantías constitucionales y legales; y acceder en forma gratuita a sus datos (artículo 8 de la Ley 1581 de 2012).',
    `Envíe sus consultas y reclamos a ${privacyEmail}, indicando su identificación, la descripción de los hechos que dan lugar a la solicitud, su dirección y los documentos que quiera hacer valer.`,
    'Las consultas se atenderán en un término máximo de diez días hábiles contados a partir de la fecha de su recibo, prorrogable por cinco días hábiles más; los reclamos, en un término máximo de quince días hábiles contados a partir del día siguiente a la fecha de su recibo, prorrogable por ocho días hábiles más (artículos 14 y 15 de la ley). En ambos casos le informaremos los motivos de la demora antes del vencimiento del primer término.',
  ],
  authority: [
    'La Superintendencia de Industria y Comercio, a través de su Delegatura para la Protección de Datos Personales, es la autoridad de control en Colombia. Las bases de datos del Portal se encuentran inscritas en el Registro Nacional de Bases de Datos.',
    `Para cualquier consulta sobre esta política, escríbanos a ${privacyEmail}.`,
  ],
};
