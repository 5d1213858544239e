import { useGetRecordRepresentation, useRecordContext, useResourceContext, useResourceDefinition } from 'react-admin';

/** Page title of one row: "Menu items — Kak'ik", rather than react-admin's "Menu items Kak'ik". */
export function RecordTitle() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { options } = useResourceDefinition<{ label?: string }>();
  const represent = useGetRecordRepresentation(resource);
  const label = options?.label ?? resource ?? '';
  if (!record) return <>{label}</>;
  const name = represent(record);
  return (
    <>
      {label} — {typeof name === 'string' ? name : `#${String(record.id)}`}
    </>
  );
}
