import {
  REVIEW_ACCESS,
  staffReviewListReply,
  staffReviewReply,
  type ReviewStatus,
  type StaffReviewReply,
  type StaffRole,
} from '@lakeside/contracts';
import { Alert, Box, Button, Chip, Rating, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatInstant } from '../format/dates';
import { useStaffQuery } from '../providers/useStaffQuery';
import { SectionCard } from '../till/SectionCard';
import { useStaffWrite } from '../till/tillQueries';

const REVIEWS_PATH = 'staff/reviews';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Shown', hidden: 'Hidden' };
const STATUS_COLORS = { pending: 'warning', approved: 'success', hidden: 'default' } as const;

/**
 * Reviews (route /reviews): what guests wrote after their stays, newest first. Managers approve
 * a review (it shows on the room's page and counts in every rating the site shows) or hide it.
 * The stars and the words are the guest's: nobody edits them here.
 */
export function Reviews() {
  const reviews = useStaffQuery(REVIEWS_PATH, staffReviewListReply);
  const { permissions: role } = usePermissions<StaffRole>();
  const mayModerate = role !== undefined && (REVIEW_ACCESS.moderate as readonly string[]).includes(role);
  const [shown, setShown] = useState<ReviewStatus | 'all'>('pending');
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Reviews" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Reviews
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shown}
          onChange={(_, value: ReviewStatus | 'all' | null) => value && setShown(value)}
          aria-label="Which reviews"
        >
          <ToggleButton value="pending">Waiting</ToggleButton>
          <ToggleButton value="approved">Shown</ToggleButton>
          <ToggleButton value="hidden">Hidden</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
        <QueryState query={reviews} what="the reviews">
          {(rows) => {
            const listed = rows.filter((review) => shown === 'all' || review.status === shown);
            return listed.length === 0 ? (
              <Alert severity="info">No reviews here.</Alert>
            ) : (
              <Stack spacing={2}>
                {listed.map((review) => (
                  <ReviewCard key={review.id} review={review} mayModerate={mayModerate} />
                ))}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Box>
  );
}

function ReviewCard({ review, mayModerate }: { review: StaffReviewReply; mayModerate: boolean }) {
  const write = useStaffWrite();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function moderate(action: 'approve' | 'hide') {
    setPending(true);
    const done = await write(`${REVIEWS_PATH}/${review.id}/${action}`, {}, staffReviewReply, [REVIEWS_PATH]);
    setPending(false);
    setError(done.ok ? null : done.error);
  }

  return (
    <SectionCard title={`${review.guestName} · ${review.roomId} · ${review.reference}`}>
      <Stack spacing={1} component="article" aria-label={`Review by ${review.guestName}`}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={review.rating} readOnly aria-label={`${review.rating} out of 5 stars`} />
          <Chip size="small" label={STATUS_LABELS[review.status]} color={STATUS_COLORS[review.status]} />
          <Typography variant="body2" color="text.secondary">
            {formatInstant(review.createdAt)} · {review.language === 'es' ? 'Spanish' : 'English'}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text ?? 'No words, only stars.'}</Typography>
        {review.moderatedAt && (
          <Typography variant="body2" color="text.secondary">
            {STATUS_LABELS[review.status]} by {review.moderatedBy} · {formatInstant(review.moderatedAt)}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {mayModerate && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={pending || review.status === 'approved'}
              onClick={() => void moderate('approve')}
            >
              Approve
            </Button>
            <Button
              variant="outlined"
              disabled={pending || review.status === 'hidden'}
              onClick={() => void moderate('hide')}
            >
              Hide
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
