import type { JournalSourceType } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

/** Where the console shows an entry's source document; null for manual entries. */
export function sourcePath(sourceType: JournalSourceType | null, sourceId: number | null): string | null {
  if (sourceType === null || sourceId === null) return null;
  switch (sourceType) {
    case 'room_booking':
      return `/room-bookings/${sourceId}/show`;
    case 'sauna_booking':
      return `/sauna-bookings/${sourceId}/show`;
    case 'event_booking':
      return `/event-bookings/${sourceId}/show`;
    case 'restaurant_order':
      return `/restaurant-orders/${sourceId}/show`;
    case 'expense':
      return `/expenses/${sourceId}/show`;
    case 'invoice':
      return '/invoices';
    case 'till_session':
      return `/till/sessions/${sourceId}`;
    case 'journal_entry':
      return `/ledger/entries/${sourceId}`;
    case 'manual':
      return null;
  }
}

/** "Room booking 12", "Expense 4": what the link says. */
export function sourceLabel(
  sourceType: JournalSourceType | null,
  sourceId: number | null,
  translate: TranslateFunction,
): string {
  if (sourceType === null) return translate('ledger.source.oldGrid');
  if (sourceType === 'manual') return translate('ledger.source.manual');
  return translate(`ledger.source.${sourceType}`, { id: sourceId ?? '' }).trim();
}
