import type { LoyaltyMemberReply } from '@lakeside/contracts';
import { Alert, Button, List, ListItemButton, ListItemText, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLoyaltyCalls } from './loyaltyApi';
import { EnrolDialog } from './EnrolDialog';
import { TierChip } from './TierChip';

/** Finds a member by phone, e-mail, card number or name, or enrols a new one; the chosen one goes to `onPick`. */
export function MemberSearch({ onPick }: { onPick: (member: LoyaltyMemberReply) => void }) {
  const translate = useTranslate();
  const { lookup } = useLoyaltyCalls();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ q: string; members: LoyaltyMemberReply[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [enrolling, setEnrolling] = useState(false);

  async function find(event: FormEvent) {
    event.preventDefault();
    const text = q.trim();
    if (text.length < 2) return;
    setPending(true);
    setFailed(false);
    try {
      const members = await lookup(text);
      // One exact match (a phone, a card) needs no second tap.
      if (members.length === 1) onPick(members[0]!);
      else setFound({ q: text, members });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack spacing={1}>
      <Stack component="form" direction="row" spacing={1} onSubmit={(event) => void find(event)}>
        <TextField
          size="small"
          fullWidth
          label={translate('loyalty.card.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" disabled={pending || q.trim().length < 2}>
          {translate('loyalty.card.find')}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{translate('loyalty.card.lookupFailed')}</Alert>}
      {found && found.members.length === 0 && (
        <Alert severity="info" role="status">
          {translate('loyalty.card.noMatch', { q: found.q })}
        </Alert>
      )}
      {found && found.members.length > 1 && (
        <List dense disablePadding aria-label={translate('loyalty.card.title')}>
          {found.members.map((member) => (
            <ListItemButton key={member.id} onClick={() => onPick(member)}>
              <ListItemText
                primary={member.name ?? member.membershipNumber}
                secondary={`${member.membershipNumber} · ${translate('loyalty.card.points', { points: member.totalPoints })}`}
              />
              <TierChip tier={member.tier} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Button size="small" onClick={() => setEnrolling(true)} sx={{ alignSelf: 'flex-start' }}>
        {translate('loyalty.card.enrol')}
      </Button>
      {enrolling && (
        <EnrolDialog
          initial={q.trim()}
          onClose={() => setEnrolling(false)}
          onEnrolled={(member) => {
            setEnrolling(false);
            onPick(member);
          }}
        />
      )}
    </Stack>
  );
}
