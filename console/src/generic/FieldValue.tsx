import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { BooleanField, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { NAMES_PREFIX } from '../providers/dataProvider';
import { apiUrlOf } from '../providers/apiOrigin';
import type { FieldSchema } from '../schema/resourceSchema';
import { formatValue } from './formatValue';
import { choiceLabel } from '../schema/resourceLabels';
import { useReadableResources } from './useResourceSchema';

interface FieldValueProps {
  field: FieldSchema;
  /** 'cell' keeps long text on one line; 'full' (show pages) shows all of it. */
  variant?: 'cell' | 'full';
}

/** One field of the current record, drawn for its type: references link, lists become chips. */
export function FieldValue({ field, variant = 'cell' }: FieldValueProps) {
  const record = useRecordContext();
  const readable = useReadableResources();
  const translate = useTranslate();
  const value: unknown = record?.[field.name];

  if (field.reference && readable(field.reference)) {
    return <ReferenceField source={field.name} reference={field.reference} link="show" emptyText="" />;
  }
  // A table this role cannot open: the row's name without a link (GET /api/admin-names).
  if (field.reference) {
    return (
      <ReferenceField source={field.name} reference={`${NAMES_PREFIX}${field.reference}`} link={false} emptyText="">
        <TextField source="name" />
      </ReferenceField>
    );
  }
  if (field.type === 'boolean') return <BooleanField source={field.name} />;
  if (field.type === 'list' && Array.isArray(value) && value.every((item) => typeof item !== 'object')) {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: variant === 'full' ? 'wrap' : 'nowrap' }}>
        {value.map((item) => (
          <Chip
            key={String(item)}
            size="small"
            label={field.choices ? choiceLabel(item as string | number) : String(item)}
          />
        ))}
      </Stack>
    );
  }
  if (field.type === 'list' && variant === 'full' && value !== null && value !== undefined) {
    return (
      <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(value, null, 2)}
      </Box>
    );
  }
  // Stored files (receipts, photos) open in a new tab; the API's own paths need its origin.
  if (variant === 'full' && /url$/i.test(field.name) && typeof value === 'string' && value) {
    return (
      <Link href={value.startsWith('/api/') ? apiUrlOf(value) : value} target="_blank" rel="noopener noreferrer">
        {value}
      </Link>
    );
  }
  const text = formatValue(field, record, translate);
  return (
    <Typography
      variant="body2"
      component="span"
      sx={
        variant === 'cell'
          ? { display: 'block', maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          : { whiteSpace: 'pre-wrap' }
      }
      title={variant === 'cell' && text.length > 40 ? text : undefined}
    >
      {text}
    </Typography>
  );
}
