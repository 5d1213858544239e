import type { ClockAction, ClockReply } from '@lakeside/contracts';
import { Button, Stack } from '@mui/material';

/** What each clock state allows: in when off; a break or out when working; back from the break. */
const ACTIONS: Record<ClockReply['state'], Array<{ action: ClockAction; label: string }>> = {
  off: [{ action: 'clockIn', label: 'Clock in' }],
  open: [
    { action: 'breakStart', label: 'Start break' },
    { action: 'clockOut', label: 'Clock out' },
  ],
  onBreak: [{ action: 'breakEnd', label: 'End break' }],
};

export const STATE_LABELS: Record<ClockReply['state'], string> = {
  off: 'Not clocked in',
  open: 'Clocked in',
  onBreak: 'On break',
};

interface ClockButtonsProps {
  /** Unknown (the tablet, before a PIN is entered): every action is offered and the server decides. */
  state?: ClockReply['state'];
  busy: boolean;
  onAction: (action: ClockAction) => void;
}

export function ClockButtons({ state, busy, onAction }: ClockButtonsProps) {
  const actions = state ? ACTIONS[state] : [...ACTIONS.off, ...ACTIONS.open, ...ACTIONS.onBreak];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map(({ action, label }) => (
        <Button key={action} variant="contained" size="large" disabled={busy} onClick={() => onAction(action)}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
