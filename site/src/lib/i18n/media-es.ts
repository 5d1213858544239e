/** Textos de la sección de medios de la página de inicio (carrusel y enlaces). */
import type { Texts } from './texts-type';
import type { mediaEn } from './media-en';

export const mediaEs: Texts<typeof mediaEn> = {
  title: 'La vida junto al lago',
  label: 'Fotos y video del retiro',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  slideOf: '{n} de {count}',
  chooseSlide: 'Elegir una diapositiva',
  showSlide: 'Mostrar la diapositiva {n}: {title}',
  playFilm: 'Reproducir el video',
  filmComingSoon: 'Video próximamente',
  filmFailed: 'El video no se pudo reproducir aquí.',
  items: {
    dock: {
      title: 'Mañanas en el muelle',
      text: 'Café al amanecer, con los volcanes al otro lado del agua.',
      alt: 'Ilustración: un muelle de madera que entra en el lago de Atitlán al amanecer, un cayuco y los volcanes al fondo.',
    },
    sauna: {
      title: 'Sauna de leña',
      text: 'Caliéntese y luego entre directo al lago.',
      alt: 'Ilustración: una cabaña de sauna de madera con la chimenea humeando en la orilla y una escalera hacia el lago al atardecer.',
    },
    drumCircle: {
      title: 'Círculos de tambores junto al fuego',
      text: 'Noches de música con el pueblo, bajo las estrellas.',
      alt: 'Ilustración: personas con tambores sentadas alrededor de una fogata de noche, la luna sobre los volcanes.',
    },
    gardenTable: {
      title: 'Del huerto a la mesa',
      text: 'Desayunos y cenas con lo que crece a nuestro alrededor.',
      alt: 'Ilustración: una mesa de madera vista desde arriba con un plato de desayuno, café, cacao y aguacate.',
    },
    film: {
      title: 'Un paseo en cayuco al atardecer',
      text: 'Un video corto de un día en Lakeside.',
      alt: 'Portada del video: una persona rema en un cayuco sobre el lago al atardecer.',
    },
  },
  viewEvents: 'Ver eventos y horarios',
  viewGallery: 'Ver galería',
};
