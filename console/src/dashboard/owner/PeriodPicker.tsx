import { DASHBOARD_PERIODS, type DashboardPeriodKind } from '@lakeside/contracts';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { PeriodChoice } from './ownerFigures';

const LABELS: Record<DashboardPeriodKind, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  custom: 'Custom',
};

/** Today, this week, this month, or two days typed in (the API refuses a wrong pair on its field). */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={value.period}
        aria-label="Period"
        onChange={(_, period: DashboardPeriodKind | null) => period && onChange({ ...value, period })}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {LABELS[period]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label="From"
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
