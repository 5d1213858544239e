import { DASHBOARD_PERIODS, type DashboardPeriodKind } from '@lakeside/contracts';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PeriodChoice } from './ownerFigures';

/** Today, this week, this month, or two days typed in (the API refuses a wrong pair on its field). */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={value.period}
        aria-label={translate('owner.period.label')}
        onChange={(_, period: DashboardPeriodKind | null) => period && onChange({ ...value, period })}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {translate(`owner.period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={translate('owner.period.from')}
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={translate('owner.period.to')}
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
