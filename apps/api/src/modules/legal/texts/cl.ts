import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.cl@pulso.example';

export const chile: SpanishCountryFacts = {
  country: 'cl',
  lastUpdated: '7/7/2023',
  version: '2023-07-07',
  countryName: 'Chile',
  company: 'Pulso Farmacéutica Chile SpA',
  address: 'Santiago, Región Metropolitana, Chile',
  contactEmail: 'contacto.cl@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.cl@pulso.example',
  healthAuthority: 'el Instituto de Salud Pública de Chile (ISP)',
  pharmacovigilanceCenter:
    'el Centro Nacional de Farmacovigilancia del Instituto de Salud Pública de Chile',
  professionalRecord:
    'RUT y su inscripción en el Registro Nacional de Prestadores Individuales de Salud de la Superintendencia de Salud',
  advertisingRules:
    'el Código Sanitario y el Reglamento del Sistema Nacional de Control de los Productos Farmacéuticos de Uso Humano (Decreto Supremo N° 3 de 2010, del Ministerio de Salud)',
  dataLaw: 'la Ley N° 19.628 sobre Protección de la Vida Privada',
  governingLaw: 'las leyes de la República de Chile',
  jurisdiction: 'los tribunales ordinarios de justicia con asiento en la comuna de Santiago',
  privacyTitle: 'Política de privacidad',
  legalBasis: [
    'Tratamos sus datos con la autorización expresa que usted otorga por escrito, incluido el medio electrónico, al registrarse en el Portal, después de haber sido informado del propósito del almacenamiento de sus datos y de su posible comunicación al público (artículo 4° de la Ley N° 19.628). Puede revocar esa autorización en cualquier momento, sin efecto retroactivo.',
    'Tratamos además los datos necesarios para cumplir obligaciones legales, como las de farmacovigilancia, en los casos que la ley autoriza.',
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera de Chile. En esos casos exigimos contractualmente al destinatario un nivel de protección equivalente al descrito en esta política y el uso de los datos solo para las finalidades aquí señaladas.',
  rights: [
    'De acuerdo con el artículo 12 de la Ley N° 19.628, usted puede exigir información sobre los datos relativos a su persona, su procedencia y destinatario, el propósito del almacenamiento y la individualización de las personas u organismos a los cuales sus datos son transmitidos regularmente; la modificación de sus datos cuando sean erróneos, inexactos, equívocos o incompletos; y su eliminación o bloqueo cuando su almacenamiento carezca de fundamento legal o cuando estén caducos, o cuando los haya proporcionado voluntariamente y no desee seguir figurando en nuestros registros. Estos derechos no pueden ser limitados por acto o convención, y su ejercicio es gratuito.',
    `Envíe su solicitud a ${privacyEmail}, indicando su nombre, su RUT y el derecho que desea ejercer. Si no nos pronunciamos sobre ella dentro de dos días hábiles, o la denegamos por una causa distinta de la seguridad de la Nación o el interés nacional, usted puede recurrir ante el juez de letras en lo civil de su domicilio, conforme al artículo 16 de la ley.`,
    'Puede también pedir en cualquier momento que dejemos de enviarle comunicaciones promocionales, desde el enlace incluido en cada mensaje o desde sus preferencias en el Portal.',
  ],
  authority: [
    'La protección de los derechos que le reconoce la Ley N° 19.628 corresponde a los tribunales de justicia, mediante el procedimiento de su artículo 16.',
    `Para cualquier consulta sobre esta política, escríbanos a ${privacyEmail}.`,
  ],
};
