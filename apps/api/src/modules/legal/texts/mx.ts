import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.mx@pulso.example';

export const mexico: SpanishCountryFacts = {
  country: 'mx',
  lastUpdated: '03/05/2024',
  version: '2024-05-03',
  countryName: 'México',
  company: 'Pulso Farmacéutica de México, S.A. de C.V.',
  address: 'Ciudad de México, México',
  contactEmail: 'contacto.mx@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.mx@pulso.example',
  healthAuthority: 'la Comisión Federal para la Protección contra Riesgos Sanitarios (COFEPRIS)',
  pharmacovigilanceCenter: 'el Centro Nacional de Farmacovigilancia de la COFEPRIS',
  professionalRecord:
    'número de cédula profesional expedida por la Dirección General de Profesiones de la Secretaría de Educación Pública',
  advertisingRules:
    'la Ley General de Salud y el Reglamento de la Ley General de Salud en Materia de Publicidad',
  dataLaw:
    'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y la normativa que de ella deriva',
  governingLaw: 'las leyes federales de los Estados Unidos Mexicanos',
  jurisdiction:
    'los tribunales competentes de la Ciudad de México, con renuncia a cualquier otro fuero que pudiera corresponder por razón de domicilio presente o futuro',
  privacyTitle: 'Aviso de privacidad integral',
  legalBasis: [
    'Tratamos sus datos con el consentimiento que usted otorga al registrarse y aceptar este aviso de privacidad y, sin necesidad de él, cuando el tratamiento es necesario para cumplir las obligaciones derivadas de la relación jurídica que tenemos con usted o las previstas en la ley, como las de farmacovigilancia.',
    `Si no desea que sus datos se traten para las finalidades adicionales descritas en este aviso, puede manifestarlo en cualquier momento escribiendo a ${privacyEmail} o desde sus preferencias en el Portal. Su negativa no será motivo para negarle los servicios del Portal.`,
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera de México. Las transferencias a empresas del grupo que operan bajo las mismas políticas y las necesarias para cumplir obligaciones legales no requieren su consentimiento conforme a la LFPDPPP; en todos los casos comunicamos a los destinatarios este aviso de privacidad y las finalidades a las que usted sujetó el tratamiento.',
  rights: [
    'Usted tiene derecho a acceder a sus datos personales y a los detalles de su tratamiento, a rectificarlos si son inexactos o incompletos, a cancelarlos cuando considere que no se requieren para alguna de las finalidades señaladas, y a oponerse a su tratamiento para fines específicos (derechos ARCO). También puede revocar el consentimiento que nos haya otorgado y limitar el uso o la divulgación de sus datos.',
    `Para ejercer estos derechos, envíe una solicitud a ${privacyEmail} que incluya su nombre y un medio para comunicarle la respuesta; una copia de su identificación oficial o, en su caso, la de su representante y el documento que acredite la representación; la descripción clara de los datos y del derecho que desea ejercer; y cualquier elemento que facilite la localización de sus datos. En las solicitudes de rectificación, indique además las modificaciones que solicita y aporte la documentación que las sustente.`,
    'Le comunicaremos la determinación adoptada en un plazo máximo de veinte días hábiles contados desde la recepción de su solicitud y, si resulta procedente, la haremos efectiva dentro de los quince días hábiles siguientes. Estos plazos podrán ampliarse una sola vez por un periodo igual cuando las circunstancias del caso lo justifiquen.',
    'Para dejar de recibir comunicaciones promocionales puede darse de baja desde el enlace incluido en cada mensaje o desde sus preferencias en el Portal. También puede inscribirse en el Registro Público para Evitar Publicidad de la Procuraduría Federal del Consumidor.',
  ],
  authority: [
    `Para cualquier duda sobre este aviso de privacidad, escríbanos a ${privacyEmail}.`,
    'Si considera que su derecho a la protección de datos personales ha sido vulnerado por alguna conducta u omisión de nuestra parte, puede acudir ante la autoridad competente en materia de protección de datos personales.',
  ],
};
