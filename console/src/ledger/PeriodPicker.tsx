import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportQuery } from './ledgerQueries';

interface PeriodPickerProps {
  query: ReportQuery;
  onChange: (query: ReportQuery) => void;
}

/** From, to, and the currency of the figures (dollars at a rate typed here, or the API's rate of the last day). */
export function PeriodPicker({ query, onChange }: PeriodPickerProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        type="date"
        label={translate('ledger.period.from')}
        value={query.from}
        onChange={(event) => onChange({ ...query, from: event.target.value })}
        sx={{ width: 190 }}
      />
      <TextField
        type="date"
        label={translate('ledger.period.to')}
        value={query.to}
        onChange={(event) => onChange({ ...query, to: event.target.value })}
        sx={{ width: 190 }}
      />
      <TextField
        select
        label={translate('ledger.period.currency')}
        value={query.currency}
        onChange={(event) => onChange({ ...query, currency: event.target.value === 'USD' ? 'USD' : 'Q' })}
        sx={{ width: 160 }}
      >
        <MenuItem value="Q">{translate('ledger.period.quetzales')}</MenuItem>
        <MenuItem value="USD">{translate('ledger.period.dollars')}</MenuItem>
      </TextField>
      {query.currency === 'USD' && (
        <TextField
          label={translate('ledger.period.rate')}
          value={query.rate}
          placeholder={translate('ledger.period.ratePlaceholder')}
          onChange={(event) => onChange({ ...query, rate: event.target.value })}
          sx={{ width: 230 }}
        />
      )}
    </Stack>
  );
}
