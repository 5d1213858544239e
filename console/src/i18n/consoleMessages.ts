import { defineMessages } from './messageTree';

/** What every screen shares: the user menu, the language choice, the API's unreachable notice. */
export const consoleMessages = defineMessages(
  'console',
  {
    language: {
      label: 'Language',
      notSaved: 'The language could not be changed: check the connection and try again.',
    },
    apiUnreachable: 'Cannot reach the Lakeside server. Check your connection and try again.',
  },
  {
    language: {
      label: 'Idioma',
      notSaved: 'No se pudo cambiar el idioma: revise la conexión e intente de nuevo.',
    },
    apiUnreachable: 'No se puede conectar con el servidor de Lakeside. Revise su conexión e intente de nuevo.',
  },
);
