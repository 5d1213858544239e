import { useMediaQuery, type Theme } from '@mui/material';
import {
  ColumnsButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useTranslate,
  Loading,
  type RaRecord,
} from 'react-admin';
import { namingFieldOf } from '../schema/recordRepresentation';
import type { ResourceSchema } from '../schema/resourceSchema';
import { columnFields, defaultHiddenColumns, isNumeric } from './columns';
import { ExportCsvButton } from './ExportCsvButton';
import { FieldValue } from './FieldValue';
import { formatValue } from './formatValue';
import { useFieldLabel } from '../schema/useFieldLabel';
import { listFilters } from './listFilters';
import { useReadableResources, useResourceSchema } from './useResourceSchema';

function GenericListActions({ canCreate, isPhone }: { canCreate: boolean; isPhone: boolean }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      {/* Phones show simple rows, which have no columns to choose. */}
      {!isPhone && <ColumnsButton />}
      {canCreate && <CreateButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}

/**
 * Phones get a row per record: its name, two telling fields labelled underneath, and an
 * amount (or date) on the right, where a phone list puts it.
 */
function PhoneList({ schema }: { schema: ResourceSchema }) {
  const represent = useGetRecordRepresentation(schema.name);
  const translate = useTranslate();
  const label = useFieldLabel();
  const hidden = new Set(defaultHiddenColumns(schema));
  const naming = namingFieldOf(schema);
  const candidates = columnFields(schema).filter(
    (field) =>
      ![schema.primaryKey, naming, 'firstName', 'lastName'].includes(field.name) &&
      !hidden.has(field.name) &&
      !field.reference &&
      field.type !== 'list',
  );
  const aside = candidates.find((field) => field.type === 'money') ?? candidates.find((field) => field.type === 'date');
  const details = candidates.filter((field) => field !== aside && field.type !== 'money').slice(0, 2);

  const primary = (record: RaRecord) => {
    const representation = represent(record);
    return typeof representation === 'string' ? representation : `#${String(record.id)}`;
  };
  const secondary = (record: RaRecord) =>
    details
      .map((field) => [label(schema.name, field.name), formatValue(field, record, translate)])
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${value}`)
      .join(' · ');
  return (
    <SimpleList
      primaryText={primary}
      secondaryText={details.length ? secondary : undefined}
      tertiaryText={aside ? (record: RaRecord) => formatValue(aside, record, translate) : undefined}
      linkType={schema.canWrite ? 'edit' : 'show'}
    />
  );
}

/**
 * Any back-office table from its schema: search and typed filters, sortable columns (a few
 * shown, the rest one click away under Columns), pagination and CSV export. Read-only
 * tables open rows in Show, writable ones in Edit.
 */
export function GenericList() {
  const schema = useResourceSchema();
  const readable = useReadableResources();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = useFieldLabel();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  if (!schema) return <Loading />;
  const readOnly = !schema.canWrite;
  // Logs and bookings are read newest first; catalogues in the order they were set up.
  const sortField =
    readOnly && schema.fields.some((field) => field.name === 'createdAt') ? 'createdAt' : schema.primaryKey;

  return (
    <List
      // The table's name alone, as in English: the Spanish pack's "Lista de …" does not fit a phone's bar.
      title={resourceLabel(schema.name, 2)}
      filters={listFilters(schema, readable, (column) => label(schema.name, column), translate)}
      actions={<GenericListActions canCreate={schema.canWrite} isPhone={isPhone} />}
      sort={{ field: sortField, order: sortField === 'createdAt' ? 'DESC' : 'ASC' }}
      perPage={25}
      // The list may be narrower than its columns (a tablet with the menu open): it scrolls them (below).
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isPhone ? (
        <PhoneList schema={schema} />
      ) : (
        <DataTable
          rowClick={readOnly ? 'show' : 'edit'}
          bulkActionButtons={readOnly ? false : undefined}
          hiddenColumns={defaultHiddenColumns(schema)}
          // Columns wider than the list scroll inside it, not the whole page under the toolbar.
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          {columnFields(schema).map((field) => (
            <DataTable.Col
              key={field.name}
              source={field.name}
              label={label(schema.name, field.name)}
              disableSort={field.type === 'list'}
              align={isNumeric(field) ? 'right' : undefined}
            >
              <FieldValue field={field} />
            </DataTable.Col>
          ))}
        </DataTable>
      )}
    </List>
  );
}
