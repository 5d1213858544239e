/** Política de privacidad y términos del servicio en español (mismas reglas que `legal-en.ts`). */
import type { LegalTexts } from './legal-types';

export const legalEs: LegalTexts = {
  updated: 'Última actualización: {date}',
  otherDocument: { privacy: 'Lea nuestra Política de privacidad', terms: 'Lea nuestros Términos del servicio' },
  backHome: 'Volver a Lakeside',

  privacy: (f) => ({
    title: 'Política de privacidad',
    intro:
      'Lakeside es un eco-retiro en San Marcos La Laguna, Guatemala. Esta política explica qué datos personales recopilamos cuando usted visita este sitio, reserva con nosotros o nos escribe, para qué los necesitamos y qué puede pedirnos.',
    sections: [
      {
        heading: 'Qué datos recopilamos',
        paragraphs: ['Solo pedimos lo necesario para atenderle bien:'],
        list: [
          'Reservas: su nombre, correo electrónico y teléfono, sus fechas, el número de huéspedes y lo que reservó (una habitación, una sesión de sauna o un evento).',
          'Pagos: los pagos con tarjeta y PayPal los procesa el proveedor de pagos. Nosotros recibimos una referencia del pago y el monto, nunca el número completo de su tarjeta.',
          'Mensajes y solicitudes: lo que escribe en el formulario de contacto y, en las solicitudes de voluntariado, también su nacionalidad, edad, disponibilidad y restricciones alimentarias.',
          'Boletín: su nombre, correo electrónico e idioma preferido, si se suscribe.',
          'Datos técnicos: nuestros servidores registran la dirección de su dispositivo y las páginas solicitadas, para mantener el sitio seguro.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para confirmar y gestionar su reserva y enviarle la confirmación, responder sus mensajes, revisar las solicitudes de voluntariado, enviarle el boletín que pidió, mantener seguro el sitio y cumplir con nuestras obligaciones legales y tributarias. No usamos sus datos para decisiones automatizadas ni para elaborar perfiles.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'No usamos cookies de publicidad ni de seguimiento. Una cookie recuerda durante un año el idioma que eligió en este sitio; el personal que inicia sesión recibe una cookie de sesión. Además, su navegador guarda en su almacenamiento local que ya vio la invitación al boletín, para no mostrársela de nuevo.',
        ],
      },
      {
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Nunca vendemos sus datos. Solo los compartimos con los servicios que nos ayudan a operar el retiro —el proveedor de pagos para los cobros y nuestro proveedor de correo para enviar confirmaciones— y con las autoridades cuando la ley lo exige.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          `Los registros de reservas y pagos se conservan ${f.retentionYears} años, como lo exige la ley tributaria. Los mensajes y las solicitudes de voluntariado se guardan mientras los necesitemos para responderle. La suscripción al boletín dura hasta que usted se dé de baja.`,
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          `Puede pedirnos ver los datos que tenemos sobre usted, corregirlos, eliminarlos (salvo los registros que la ley nos obliga a conservar) o dejar de recibir el boletín. Escriba a ${f.contactEmail} y le responderemos en un plazo de ${f.privacyResponseDays} días.`,
        ],
      },
      {
        heading: 'Menores de edad',
        paragraphs: [
          `Nuestros servicios en línea no están dirigidos a menores de ${f.minimumAge} años. Los jóvenes de ${f.minimumAge} a ${f.adultAge} años podrían necesitar el consentimiento de su madre, padre o tutor para reservar o enviarnos sus datos.`,
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'El sitio funciona con una conexión cifrada, las contraseñas del personal se guardan solo como hashes seguros y cada persona del equipo ve únicamente lo que su función requiere.',
        ],
      },
      {
        heading: 'Cambios y contacto',
        paragraphs: [
          `Cuando esta política cambie, publicaremos aquí la nueva versión con su fecha. Si tiene preguntas sobre su privacidad, escríbanos a ${f.contactEmail}.`,
        ],
      },
    ],
  }),

  terms: (f) => ({
    title: 'Términos del servicio',
    intro:
      'Estos términos se aplican cuando usted reserva alojamiento, un evento o un servicio de bienestar con Lakeside, o usa este sitio. Al reservar, usted los acepta.',
    sections: [
      {
        heading: 'Reservas y precios',
        paragraphs: [
          'Una reserva queda confirmada cuando el pago se completa y usted recibe nuestra confirmación por correo. Los precios de habitaciones, eventos y servicios de bienestar están en dólares estadounidenses y los calcula nuestro sistema de reservas; los precios del restaurante están en quetzales.',
        ],
      },
      {
        heading: 'Formas de pago',
        paragraphs: [
          'Aceptamos tarjetas, PayPal y efectivo en dólares o quetzales. Para estadías largas también podemos acordar una transferencia bancaria.',
        ],
      },
      {
        heading: 'Cancelaciones y reembolsos',
        paragraphs: ['Puede cancelar sin costo:'],
        list: [
          `alojamiento: hasta ${f.cancellationHours.accommodation} horas antes de su llegada;`,
          `eventos: hasta ${f.cancellationHours.events} horas antes de que empiece el evento;`,
          `servicios de bienestar (sauna, clases, tratamientos): hasta ${f.cancellationHours.wellness} horas antes de la sesión.`,
        ],
        after: [
          `Las cancelaciones posteriores y las ausencias sin aviso se cobran completas. Los reembolsos se hacen al mismo medio de pago y llegan en un plazo de ${f.refundDays.min} a ${f.refundDays.max} días hábiles.`,
        ],
      },
      {
        heading: 'Su estadía',
        paragraphs: [
          `La llegada es de ${f.checkIn} y la salida de ${f.checkOut}. La estadía mínima es de ${f.minNights} noches y cada habitación admite como máximo el número de huéspedes indicado en su página. Las horas de silencio son de ${f.quietHours}, por el descanso de huéspedes y vecinos.`,
        ],
      },
      {
        heading: 'Eventos y bienestar',
        paragraphs: [
          'Antes de participar, cuéntele al instructor o al personal de la sauna si tiene alguna condición de salud, y participe a su propio ritmo.',
        ],
      },
      {
        heading: 'Edad',
        paragraphs: [
          `Nuestros servicios en línea no están dirigidos a menores de ${f.minimumAge} años. Los huéspedes de ${f.minimumAge} a ${f.adultAge} años podrían necesitar el consentimiento de su madre, padre o tutor.`,
        ],
      },
      {
        heading: 'Respeto por el lugar',
        paragraphs: [
          'Lakeside es una comunidad pequeña en un pueblo a la orilla del lago. Pedimos a nuestros huéspedes respetar a los vecinos, al personal y el entorno natural; los daños causados a propósito o por descuido pueden cobrarse.',
        ],
      },
      {
        heading: 'Cambios en estos términos',
        paragraphs: [
          `Anunciamos los cambios importantes ${f.termsNoticeDays} días antes de que entren en vigor. Una reserva hecha antes de un cambio conserva los términos vigentes cuando se hizo.`,
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [`Preguntas sobre estos términos o sobre una reserva: ${f.contactEmail}.`],
      },
    ],
  }),
};
