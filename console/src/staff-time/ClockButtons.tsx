import type { ClockAction, ClockReply } from '@lakeside/contracts';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What each clock state allows: in when off; a break or out when working; back from the break. Labels: staffTime.actions.<action>. */
const ACTIONS: Record<ClockReply['state'], ClockAction[]> = {
  off: ['clockIn'],
  open: ['breakStart', 'clockOut'],
  onBreak: ['breakEnd'],
};

/** The message key of a clock state ("Clocked in"). */
export const stateLabelKey = (state: ClockReply['state']) => `staffTime.state.${state}`;

interface ClockButtonsProps {
  /** Unknown (the tablet, before a PIN is entered): every action is offered and the server decides. */
  state?: ClockReply['state'];
  busy: boolean;
  onAction: (action: ClockAction) => void;
}

export function ClockButtons({ state, busy, onAction }: ClockButtonsProps) {
  const translate = useTranslate();
  const actions = state ? ACTIONS[state] : [...ACTIONS.off, ...ACTIONS.open, ...ACTIONS.onBreak];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button key={action} variant="contained" size="large" disabled={busy} onClick={() => onAction(action)}>
          {translate(`staffTime.actions.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}
