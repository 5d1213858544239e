import { useMediaQuery, type Theme } from '@mui/material';
import { useGetRecordRepresentation, useGetResourceLabel, useRecordContext, useResourceContext } from 'react-admin';

/**
 * Page title of one row: "Menu items — Kak'ik", rather than react-admin's "Menu items Kak'ik".
 * A phone's bar fits only the row's name (Spanish table names are longer).
 */
export function RecordTitle() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const represent = useGetRecordRepresentation(resource);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // The table's name in the console's language (Spanish: resources.<name>.name; English: its options.label).
  const label = useGetResourceLabel()(resource, 2);
  if (!record) return <>{label}</>;
  const represented = represent(record);
  const name = typeof represented === 'string' ? represented : `#${String(record.id)}`;
  return <>{isPhone ? name : `${label} — ${name}`}</>;
}
