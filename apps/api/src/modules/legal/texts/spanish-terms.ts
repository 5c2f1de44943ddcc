import type { LegalDocumentRecord } from '../legal.repository.ts';
import type { SpanishCountryFacts } from './spanish-facts.ts';

/** Condiciones de uso of a Spanish-speaking country site. */
export function spanishTerms(f: SpanishCountryFacts): LegalDocumentRecord {
  return {
    country: f.country,
    document: 'terms',
    language: f.country === 'mx' ? 'es-MX' : 'es',
    version: f.version,
    title: 'Condiciones de uso',
    lastUpdated: f.lastUpdated,
    sections: [
      {
        heading: '1. Objeto y aceptación',
        paragraphs: [
          `Estas Condiciones de uso regulan el acceso y la utilización del portal Pulso para profesionales de la salud en ${f.countryName} (el «Portal»), operado por ${f.company} («Pulso» o «nosotros»), con domicilio en ${f.address}.`,
          'Al registrarse o utilizar el Portal, usted declara haber leído, entendido y aceptado estas Condiciones y la Política de privacidad. Si no está de acuerdo con ellas, le pedimos que no utilice el Portal.',
          'El Portal ofrece contenidos médicos y científicos, noticias, cursos en línea con evaluaciones y constancias, eventos con reuniones en línea, un canal de solicitudes de información médica y un directorio de médicos, según la disponibilidad de cada servicio en el país.',
        ],
      },
      {
        heading: '2. Usuarios: exclusivamente profesionales de la salud',
        paragraphs: [
          `El Portal está dirigido exclusivamente a profesionales de la salud facultados para prescribir o dispensar medicamentos en ${f.countryName}. La información sobre medicamentos de venta bajo receta que contiene se pone a disposición de ese público conforme a ${f.advertisingRules}, y no está destinada al público en general.`,
          `Para registrarse, usted debe proporcionar datos veraces, completos y actualizados, incluido su ${f.professionalRecord}. Pulso podrá verificar esa información en registros públicos o por otros medios, y suspender o cancelar las cuentas cuyos datos no puedan verificarse o resulten falsos.`,
          'Si usted no es profesional de la salud, le pedimos que abandone el Portal. Ante cualquier duda sobre su salud o sobre un tratamiento, consulte a su médico.',
        ],
      },
      {
        heading: '3. Cuenta de usuario',
        paragraphs: [
          `Su cuenta es personal e intransferible. Usted es responsable de mantener la confidencialidad de su contraseña y de toda actividad realizada con su cuenta, y debe notificarnos de inmediato cualquier uso no autorizado escribiendo a ${f.contactEmail}.`,
          'Puede solicitar la baja de su cuenta en cualquier momento. Pulso podrá suspenderla o cancelarla si se incumplen estas Condiciones, con aviso previo cuando la ley lo exija.',
        ],
      },
      {
        heading: '4. Naturaleza de la información',
        paragraphs: [
          'Los contenidos del Portal tienen fines exclusivamente informativos y de actualización profesional. No sustituyen el juicio clínico del profesional, que es el único responsable de las decisiones diagnósticas y terapéuticas que adopte respecto de sus pacientes.',
          `La información sobre productos se ajusta a la información para prescribir aprobada por ${f.healthAuthority}. Antes de prescribir, consulte la información para prescribir vigente del producto. Las indicaciones, dosis y presentaciones pueden diferir entre países: la información del Portal es válida únicamente para ${f.countryName}.`,
          'Los contenidos elaborados por terceros, como ponentes o autores invitados, expresan las opiniones de sus autores y no necesariamente las de Pulso.',
        ],
      },
      {
        heading: '5. Uso permitido',
        paragraphs: [
          'Usted puede consultar los contenidos y descargar o imprimir los materiales que el Portal ponga a su disposición para su uso profesional y personal.',
          'No está permitido reproducir, distribuir, modificar o comercializar los contenidos sin autorización escrita de Pulso; compartir sus credenciales o el acceso a contenidos restringidos; grabar o retransmitir los eventos en línea; extraer datos del Portal de forma automatizada; introducir programas dañinos; ni utilizar el Portal de manera contraria a la ley, a la ética profesional o a estas Condiciones.',
        ],
      },
      {
        heading: '6. Propiedad intelectual',
        paragraphs: [
          `Los textos, imágenes, videos, audios, marcas, logotipos, programas y demás elementos del Portal son propiedad de Pulso, de sus empresas relacionadas o de terceros que han autorizado su uso, y están protegidos por la legislación de propiedad intelectual e industrial de ${f.countryName} y por los tratados internacionales aplicables.`,
          'El acceso al Portal no le concede licencia ni derecho alguno sobre esos elementos, salvo el uso permitido que describen estas Condiciones.',
        ],
      },
      {
        heading: '7. Farmacovigilancia',
        paragraphs: [
          `Si usted tiene conocimiento de un evento adverso, una falta de eficacia, un error de medicación o una queja de calidad relacionada con un producto de Pulso, le pedimos que lo notifique a ${f.safetyEmail} o mediante los canales de reporte indicados en el pie de página. También puede notificarlo a ${f.pharmacovigilanceCenter}.`,
          'Pulso está obligada a registrar y, cuando corresponde, comunicar a la autoridad sanitaria los eventos adversos de los que tenga conocimiento, incluidos los que se mencionen en mensajes enviados a través del Portal. Para ello podremos contactarle a fin de obtener información complementaria, que trataremos conforme a la Política de privacidad.',
        ],
      },
      {
        heading: '8. Enlaces a sitios de terceros',
        paragraphs: [
          'El Portal puede contener enlaces a sitios de terceros, que se ofrecen solo por conveniencia. Pulso no controla esos sitios ni es responsable de sus contenidos o de sus prácticas de privacidad; al visitarlos, usted queda sujeto a sus propias condiciones.',
        ],
      },
      {
        heading: '9. Disponibilidad y responsabilidad',
        paragraphs: [
          'Procuramos que el Portal esté disponible de forma continua y que su información sea exacta y esté actualizada, pero no podemos garantizar la ausencia de interrupciones o errores. Podremos suspender el servicio para realizar tareas de mantenimiento o por razones de seguridad.',
          'En la medida permitida por la ley, Pulso no será responsable de los daños derivados del uso del Portal o de la imposibilidad de usarlo, salvo dolo o culpa grave. Nada de lo dispuesto en estas Condiciones limita los derechos irrenunciables que la ley le reconoce.',
        ],
      },
      {
        heading: '10. Datos personales',
        paragraphs: [
          `Tratamos sus datos personales conforme a ${f.dataLaw} y a nuestra Política de privacidad, que forma parte integrante de estas Condiciones.`,
        ],
      },
      {
        heading: '11. Modificaciones',
        paragraphs: [
          'Pulso puede modificar estas Condiciones para reflejar cambios legales, regulatorios o del servicio. La versión vigente se publica en esta página con su fecha de última actualización. Si los cambios son sustanciales, se lo informaremos a través del Portal o por correo electrónico antes de que entren en vigor y, cuando corresponda, le pediremos que los acepte.',
        ],
      },
      {
        heading: '12. Ley aplicable y jurisdicción',
        paragraphs: [
          `Estas Condiciones se rigen por ${f.governingLaw}. Cualquier controversia derivada de ellas se someterá a ${f.jurisdiction}, sin perjuicio de los derechos que la legislación de protección al consumidor o de datos personales le reconozca.`,
        ],
      },
      {
        heading: '13. Contacto',
        paragraphs: [
          `Para cualquier consulta sobre estas Condiciones, escríbanos a ${f.contactEmail} o utilice el enlace «Contacto» del pie de página.`,
        ],
      },
    ],
  };
}
