import { defineMessages } from '../i18n/messageTree';

/** The guest preview beside the room, event and menu-item forms. */
export const previewMessages = defineMessages(
  'preview',
  {
    title: 'Guest preview',
    explanation: 'The %{subject} as the website shows it, with your unsaved changes.',
    subject: { room: 'room card', event: 'event card', menuItem: 'menu card' },
    loading: 'Loading the preview from the website…',
    unavailable:
      'Preview unavailable: the guest website cannot be reached right now. You can still edit and save; reload the page once the website is back to see the preview.',
    cannotDraw: 'The preview cannot show these values yet.',
  },
  {
    title: 'Vista del huésped',
    explanation: 'La %{subject} como la muestra el sitio web, con sus cambios sin guardar.',
    subject: { room: 'tarjeta de la habitación', event: 'tarjeta del evento', menuItem: 'tarjeta del menú' },
    loading: 'Cargando la vista previa desde el sitio web…',
    unavailable:
      'Vista previa no disponible: no se puede conectar con el sitio web en este momento. Puede seguir editando y guardando; recargue la página cuando el sitio web vuelva para ver la vista previa.',
    cannotDraw: 'La vista previa todavía no puede mostrar estos valores.',
  },
);
