import { defineMessages } from '../i18n/messageTree';

/** The generic list, show and form screens of every back-office table (the tables' own names are in schema/). */
export const genericMessages = defineMessages(
  'generic',
  {
    /** `name` is the table's singular (English has only the plural). */
    createTitle: '%{name} — new',
    export: 'Export',
    exportFailed: 'The export failed',
    filterFrom: '%{label} from',
    filterTo: '%{label} to',
    keepPassword: 'Leave empty to keep the current password',
    json: 'JSON',
    oneItemAtATime: 'Press Enter after each item',
  },
  {
    createTitle: 'Agregar %{name}',
    export: 'Exportar',
    exportFailed: 'No se pudo exportar',
    filterFrom: '%{label} desde',
    filterTo: '%{label} hasta',
    keepPassword: 'Déjela vacía para conservar la contraseña actual',
    json: 'JSON',
    oneItemAtATime: 'Presione Enter después de cada elemento',
  },
);
