import { defineMessages } from '../i18n/messageTree';

/** Guests' reviews and their moderation. */
export const reviewMessages = defineMessages(
  'reviews',
  {
    title: 'Reviews',
    which: 'Which reviews',
    status: { pending: 'Waiting', approved: 'Shown', hidden: 'Hidden' },
    all: 'All',
    loading: 'the reviews',
    none: 'No reviews here.',
    reviewBy: 'Review by %{guest}',
    stars: '%{rating} out of 5 stars',
    language: { en: 'English', es: 'Spanish' },
    onlyStars: 'No words, only stars.',
    moderated: '%{status} by %{who} · %{when}',
    approve: 'Approve',
    hide: 'Hide',
  },
  {
    title: 'Reseñas',
    which: 'Qué reseñas',
    status: { pending: 'En espera', approved: 'Publicada', hidden: 'Oculta' },
    all: 'Todas',
    loading: 'las reseñas',
    none: 'No hay reseñas aquí.',
    reviewBy: 'Reseña de %{guest}',
    stars: '%{rating} de 5 estrellas',
    language: { en: 'Inglés', es: 'Español' },
    onlyStars: 'Sin palabras, solo estrellas.',
    moderated: '%{status} por %{who} · %{when}',
    approve: 'Aprobar',
    hide: 'Ocultar',
  },
);
