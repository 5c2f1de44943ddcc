import type { LegalDocumentRecord } from '../legal.repository.ts';
import type { SpanishCountryFacts } from './spanish-facts.ts';

/** Política (Aviso, in Mexico) de privacidad of a Spanish-speaking country site. */
export function spanishPrivacy(f: SpanishCountryFacts): LegalDocumentRecord {
  return {
    country: f.country,
    document: 'privacy',
    language: f.country === 'mx' ? 'es-MX' : 'es',
    version: f.version,
    title: f.privacyTitle,
    lastUpdated: f.lastUpdated,
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          `${f.company}, con domicilio en ${f.address}, es responsable del tratamiento de los datos personales que usted nos proporciona a través del portal Pulso para profesionales de la salud (el «Portal»), conforme a ${f.dataLaw}.`,
          `Para cualquier asunto relacionado con sus datos personales puede dirigirse a nuestra área de protección de datos personales en ${f.privacyEmail}.`,
        ],
      },
      {
        heading: '2. Datos personales que tratamos',
        paragraphs: [
          'Datos de identificación y contacto: nombre, apellidos, correo electrónico y teléfono.',
          `Datos profesionales: profesión, especialidad, ${f.professionalRecord} y lugar de ejercicio profesional.`,
          'Datos de su cuenta y de su actividad en el Portal: credenciales de acceso (la contraseña se conserva cifrada), preferencias de contenidos, contenidos consultados, cursos realizados, evaluaciones y constancias, inscripciones a eventos y solicitudes de información médica o de artículos científicos.',
          'Datos técnicos: dirección IP, tipo de navegador y de dispositivo, fecha y hora de acceso e identificadores de cookies, según se explica en la sección de cookies.',
          'No le solicitamos datos personales sensibles ni datos de salud de sus pacientes, y le pedimos que no los incluya en sus solicitudes. Si una solicitud los contuviera, los trataremos solo para atenderla y con las medidas de seguridad reforzadas que exige la ley.',
        ],
      },
      {
        heading: '3. Finalidades del tratamiento',
        paragraphs: [
          'Finalidades necesarias para el servicio: verificar su condición de profesional de la salud; crear y administrar su cuenta; darle acceso a los contenidos restringidos, cursos, evaluaciones, constancias y eventos; atender sus solicitudes de información médica; cumplir las obligaciones de farmacovigilancia y las demás que imponga la ley; y proteger la seguridad del Portal y prevenir fraudes.',
          'Finalidades adicionales, para las que puede negarse sin que ello afecte su acceso al Portal: enviarle noticias, invitaciones a eventos y comunicaciones científicas o promocionales sobre nuestros productos y servicios; invitarle a encuestas; y elaborar estadísticas para mejorar nuestros contenidos.',
        ],
      },
      { heading: '4. Base legal', paragraphs: f.legalBasis },
      {
        heading: '5. Comunicación y transferencia de datos',
        paragraphs: [
          'Compartimos sus datos con proveedores que nos prestan servicios de alojamiento, correo electrónico, gestión de identidad, videoconferencia y analítica, que actúan por nuestra cuenta, bajo contrato y con obligaciones de confidencialidad y seguridad; con empresas de nuestro grupo, para las mismas finalidades descritas en esta política; y con las autoridades sanitarias o judiciales cuando la ley lo exija, por ejemplo al notificar un evento adverso.',
          f.internationalTransfers,
          'No vendemos sus datos personales.',
        ],
      },
      { heading: '6. Sus derechos', paragraphs: f.rights },
      {
        heading: '7. Cookies y tecnologías similares',
        paragraphs: [
          'El Portal utiliza cookies propias necesarias para su funcionamiento —mantener su sesión, recordar su país e idioma y proteger los formularios contra solicitudes falsificadas—, que no requieren su consentimiento.',
          'Con su consentimiento, que puede otorgar o retirar en cualquier momento desde el aviso de cookies del Portal, utilizamos además cookies de preferencias y de analítica que nos permiten conocer de forma agregada cómo se usa el Portal. También puede bloquear o eliminar las cookies desde la configuración de su navegador; si bloquea las necesarias, algunas funciones dejarán de estar disponibles.',
        ],
      },
      {
        heading: '8. Conservación',
        paragraphs: [
          'Conservamos sus datos mientras su cuenta esté activa y, después, durante los plazos necesarios para cumplir obligaciones legales —en particular las de farmacovigilancia, que exigen conservar los reportes de eventos adversos durante los periodos establecidos por la autoridad sanitaria— o para atender posibles responsabilidades. Al término de esos plazos, los datos se eliminan o se anonimizan.',
        ],
      },
      {
        heading: '9. Seguridad',
        paragraphs: [
          'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados, entre ellas conexiones cifradas, almacenamiento cifrado de contraseñas, control de accesos por función y registro de las operaciones. Si ocurriera una vulneración de seguridad que afecte de forma significativa sus derechos, se lo informaremos sin demora.',
        ],
      },
      {
        heading: '10. Menores de edad',
        paragraphs: [
          'El Portal está dirigido a profesionales de la salud y no recaba intencionalmente datos de menores de edad.',
        ],
      },
      {
        heading: '11. Cambios a esta política',
        paragraphs: [
          'Podemos actualizar este documento para reflejar cambios legales o en nuestras prácticas. Publicaremos la versión vigente en esta página con su fecha de última actualización y, si los cambios son sustanciales, se lo comunicaremos a través del Portal o por correo electrónico.',
        ],
      },
      { heading: '12. Autoridad de control y contacto', paragraphs: f.authority },
    ],
  };
}
