import { defineMessages } from '../i18n/messageTree';

/** The dollar's rate: today's, setting a new one, and the history. */
export const exchangeRateMessages = defineMessages(
  'exchangeRates',
  {
    title: 'Exchange rate',
    loadingToday: "today's rate",
    today: 'Today (%{date}) one US dollar is Q %{rate}, set by %{who}.',
    noRate: 'No rate is set: the till cannot take dollars until a manager sets one.',
    history: 'Rate history',
    loadingHistory: 'the rates',
    noneYet: 'No rate has been set yet.',
    column: { from: 'From', quetzalesPerDollar: 'Q per $', setBy: 'Set by', note: 'Note' },
    form: {
      title: 'Set the rate',
      rate: 'Quetzales per US dollar',
      from: 'From',
      source: 'Source (e.g. Banguat)',
      save: 'Save rate',
      saved: 'Saved: Q %{rate} per dollar from %{date}.',
    },
  },
  {
    title: 'Tipo de cambio',
    loadingToday: 'el tipo de cambio de hoy',
    today: 'Hoy (%{date}) un dólar estadounidense vale Q %{rate}, fijado por %{who}.',
    noRate: 'No hay tipo de cambio: la caja no puede recibir dólares hasta que un gerente lo fije.',
    history: 'Historial del tipo de cambio',
    loadingHistory: 'los tipos de cambio',
    noneYet: 'Todavía no se ha fijado ningún tipo de cambio.',
    column: { from: 'Desde', quetzalesPerDollar: 'Q por $', setBy: 'Fijado por', note: 'Nota' },
    form: {
      title: 'Fijar el tipo de cambio',
      rate: 'Quetzales por dólar estadounidense',
      from: 'Desde',
      source: 'Fuente (p. ej. Banguat)',
      save: 'Guardar tipo de cambio',
      saved: 'Guardado: Q %{rate} por dólar desde el %{date}.',
    },
  },
);
