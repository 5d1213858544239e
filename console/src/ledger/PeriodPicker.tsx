import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReportQuery } from './ledgerQueries';

interface PeriodPickerProps {
  query: ReportQuery;
  onChange: (query: ReportQuery) => void;
}

/** From, to, and the currency of the figures (dollars at a rate typed here, or the API's rate of the last day). */
export function PeriodPicker({ query, onChange }: PeriodPickerProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        type="date"
        label="From"
        value={query.from}
        onChange={(event) => onChange({ ...query, from: event.target.value })}
        sx={{ width: 190 }}
      />
      <TextField
        type="date"
        label="To"
        value={query.to}
        onChange={(event) => onChange({ ...query, to: event.target.value })}
        sx={{ width: 190 }}
      />
      <TextField
        select
        label="Currency"
        value={query.currency}
        onChange={(event) => onChange({ ...query, currency: event.target.value === 'USD' ? 'USD' : 'Q' })}
        sx={{ width: 160 }}
      >
        <MenuItem value="Q">Quetzales</MenuItem>
        <MenuItem value="USD">Dollars</MenuItem>
      </TextField>
      {query.currency === 'USD' && (
        <TextField
          label="Rate (Q per $)"
          value={query.rate}
          placeholder="The day's rate"
          onChange={(event) => onChange({ ...query, rate: event.target.value })}
          sx={{ width: 150 }}
        />
      )}
    </Stack>
  );
}
