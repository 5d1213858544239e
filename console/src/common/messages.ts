import { defineMessages } from '../i18n/messageTree';

/** The pieces every screen shares: loading and failure lines, dialogs' Cancel, downloads. */
export const commonMessages = defineMessages(
  'common',
  {
    loading: 'Loading %{what}…',
    couldNotLoad: 'Could not load %{what}: %{failure}',
    retry: 'Retry',
    unavailable: 'Unavailable: %{failure}',
    cancel: 'Cancel',
    downloadFailed: 'The download failed (%{status})',
  },
  {
    loading: 'Cargando %{what}…',
    couldNotLoad: 'No se pudo cargar %{what}: %{failure}',
    retry: 'Reintentar',
    unavailable: 'No disponible: %{failure}',
    cancel: 'Cancelar',
    downloadFailed: 'No se pudo descargar (%{status})',
  },
);
