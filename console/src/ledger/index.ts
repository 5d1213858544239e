export { AccountLines } from './AccountLines';
export { EntryDetail } from './EntryDetail';
export { LedgerMenuItem } from './LedgerMenuItem';
export { LedgerReports } from './LedgerReports';
export { ManualEntry } from './ManualEntry';
export { MonthClose } from './MonthClose';
