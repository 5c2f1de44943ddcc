import type { SpanishCountryFacts } from './spanish-facts.ts';

const privacyEmail = 'datospersonales.ar@pulso.example';

export const argentina: SpanishCountryFacts = {
  country: 'ar',
  lastUpdated: '7/7/2023',
  version: '2023-07-07',
  countryName: 'Argentina',
  company: 'Pulso Farmacéutica Argentina S.A.',
  address: 'la Ciudad Autónoma de Buenos Aires, República Argentina',
  contactEmail: 'contacto.ar@pulso.example',
  privacyEmail,
  safetyEmail: 'farmacovigilancia.ar@pulso.example',
  healthAuthority:
    'la Administración Nacional de Medicamentos, Alimentos y Tecnología Médica (ANMAT)',
  pharmacovigilanceCenter: 'el Sistema Nacional de Farmacovigilancia de la ANMAT',
  professionalRecord: 'número de matrícula profesional nacional o provincial',
  advertisingRules:
    'la Ley 16.463 de Medicamentos y la normativa de la ANMAT, que reservan a los profesionales de la salud la información sobre medicamentos de venta bajo receta',
  dataLaw:
    'la Ley 25.326 de Protección de los Datos Personales y su Decreto Reglamentario 1558/2001',
  governingLaw: 'las leyes de la República Argentina',
  jurisdiction: 'los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires',
  privacyTitle: 'Política de privacidad',
  legalBasis: [
    'Tratamos sus datos con el consentimiento libre, expreso e informado que usted presta al registrarse (artículo 5 de la Ley 25.326) y, sin necesidad de él, cuando el tratamiento deriva de la relación que mantenemos con usted o del cumplimiento de una obligación legal, como las de farmacovigilancia.',
    'Los datos que le solicitamos al registrarse son necesarios para prestarle el servicio; los que se indican como opcionales puede no proporcionarlos sin que ello le impida usar el Portal.',
  ],
  internationalTransfers:
    'Algunos de nuestros proveedores y empresas del grupo pueden encontrarse fuera de la Argentina. Solo transferimos datos a países que brindan un nivel adecuado de protección o, en su defecto, con las garantías contractuales que exige la normativa vigente (artículo 12 de la Ley 25.326).',
  rights: [
    'Como titular de los datos, usted tiene derecho a acceder a ellos en forma gratuita a intervalos no inferiores a seis meses, salvo que acredite un interés legítimo al efecto (artículo 14, inciso 3 de la Ley 25.326), y a solicitar su rectificación, actualización y, cuando corresponda, su supresión o sometimiento a confidencialidad (artículo 16).',
    'Responderemos las solicitudes de acceso dentro de los diez días corridos de recibidas, y las de rectificación, actualización o supresión dentro de los cinco días hábiles de recibido el reclamo.',
    `Puede ejercer estos derechos escribiendo a ${privacyEmail} y acompañando copia de su documento de identidad. En cualquier momento puede también solicitar el retiro o bloqueo de su nombre de nuestras bases de datos con fines publicitarios (artículo 27, inciso 3) o darse de baja desde el enlace incluido en cada comunicación.`,
  ],
  authority: [
    'LA AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
    `Para cualquier consulta sobre esta política, escríbanos a ${privacyEmail}.`,
  ],
};
