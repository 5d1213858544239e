import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { BLOCK_REASONS, type BlockReason, type ChannelFeedReply, type RoomBlockReply } from '@lakeside/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../format/dates';
import type { ChannelOutcome } from './channelQueries';

interface BlockListProps {
  blocks: RoomBlockReply[];
  feeds: ChannelFeedReply[];
  onBlock: (body: {
    checkinDate: string;
    checkoutDate: string;
    reason: string;
    note: string;
  }) => Promise<ChannelOutcome>;
  onUnblock: (blockId: number) => Promise<ChannelOutcome>;
}

/** The room's blocked nights from today on — staff's and other channels' — and a form to block more. */
export function BlockList({ blocks, feeds, onBlock, onUnblock }: BlockListProps) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const feedName = (feedId: number | null) =>
    feeds.find((feed) => feed.id === feedId)?.name ?? translate('channels.blocks.anotherChannel');
  const reasonOf = (reason: BlockReason | null) => translate(`channels.reasons.${reason ?? 'other'}`);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('channels.blocks.title')}
      </Typography>
      {blocks.length === 0 ? (
        <Typography color="text.secondary">{translate('channels.blocks.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-label={translate('channels.blocks.title')}>
          {blocks.map((block) => (
            <ListItem
              key={block.id}
              disableGutters
              secondaryAction={
                block.source === 'manual' ? (
                  <Button
                    size="small"
                    onClick={() => void onUnblock(block.id).then((outcome) => setError(outcome.error))}
                  >
                    {translate('channels.blocks.unblock')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${formatCalendarDate(block.checkinDate)} – ${formatCalendarDate(block.checkoutDate)}`}
                secondary={
                  <>
                    {block.source === 'manual'
                      ? translate('channels.blocks.byStaff', {
                          reason: `${reasonOf(block.reason)}${block.note ? `: ${block.note}` : ''}`,
                          name: block.createdBy ?? translate('channels.blocks.staff'),
                        })
                      : `${feedName(block.feedId)}${block.note ? `: ${block.note}` : ''}`}
                    {block.nightsNotHeld > 0 && (
                      <Chip
                        component="span"
                        size="small"
                        color="error"
                        sx={{ ml: 1 }}
                        label={translate('channels.blocks.alreadyTaken', { smart_count: block.nightsNotHeld })}
                      />
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <BlockForm onBlock={onBlock} />
    </Stack>
  );
}

function BlockForm({ onBlock }: Pick<BlockListProps, 'onBlock'>) {
  const translate = useTranslate();
  const [form, setForm] = useState({ checkinDate: '', checkoutDate: '', reason: 'maintenance', note: '' });
  const [outcome, setOutcome] = useState<ChannelOutcome>({ error: null, fields: {} });
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await onBlock(form);
    setSaving(false);
    setOutcome(result);
    if (!result.error) setForm((current) => ({ ...current, checkinDate: '', checkoutDate: '', note: '' }));
  };
  const dateProps = { size: 'small' as const, type: 'date', slotProps: { inputLabel: { shrink: true } } };
  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      spacing={1}
      aria-label={translate('channels.blocks.formLabel')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          {...dateProps}
          label={translate('channels.blocks.firstNight')}
          value={form.checkinDate}
          onChange={set('checkinDate')}
          error={Boolean(outcome.fields.checkinDate)}
          helperText={outcome.fields.checkinDate}
        />
        <TextField
          {...dateProps}
          label={translate('channels.blocks.freeAgain')}
          value={form.checkoutDate}
          onChange={set('checkoutDate')}
          error={Boolean(outcome.fields.checkoutDate)}
          helperText={outcome.fields.checkoutDate}
        />
        <TextField
          select
          size="small"
          label={translate('channels.blocks.why')}
          value={form.reason}
          onChange={set('reason')}
          sx={{ minWidth: 150 }}
        >
          {BLOCK_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {translate(`channels.reasons.${reason}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('channels.blocks.note')}
          value={form.note}
          onChange={set('note')}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate(saving ? 'channels.blocks.blocking' : 'channels.blocks.block')}
        </Button>
      </Stack>
      {outcome.error && Object.keys(outcome.fields).length === 0 && <Alert severity="error">{outcome.error}</Alert>}
    </Stack>
  );
}
