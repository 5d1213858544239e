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
import { Title, usePermissions, useTranslate } from 'react-admin';
import { QueryState } from '../common/QueryState';
import { formatInstant } from '../format/dates';
import { useStaffQuery } from '../providers/useStaffQuery';
import { SectionCard } from '../till/SectionCard';
import { useStaffWrite } from '../till/tillQueries';

const REVIEWS_PATH = 'staff/reviews';

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
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="reviews.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('reviews.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shown}
          onChange={(_, value: ReviewStatus | 'all' | null) => value && setShown(value)}
          aria-label={translate('reviews.which')}
        >
          <ToggleButton value="pending">{translate('reviews.status.pending')}</ToggleButton>
          <ToggleButton value="approved">{translate('reviews.status.approved')}</ToggleButton>
          <ToggleButton value="hidden">{translate('reviews.status.hidden')}</ToggleButton>
          <ToggleButton value="all">{translate('reviews.all')}</ToggleButton>
        </ToggleButtonGroup>
        <QueryState query={reviews} what={translate('reviews.loading')}>
          {(rows) => {
            const listed = rows.filter((review) => shown === 'all' || review.status === shown);
            return listed.length === 0 ? (
              <Alert severity="info">{translate('reviews.none')}</Alert>
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
  const translate = useTranslate();
  const status = translate(`reviews.status.${review.status}`);

  async function moderate(action: 'approve' | 'hide') {
    setPending(true);
    const done = await write(`${REVIEWS_PATH}/${review.id}/${action}`, {}, staffReviewReply, [REVIEWS_PATH]);
    setPending(false);
    setError(done.ok ? null : done.error);
  }

  return (
    <SectionCard title={`${review.guestName} · ${review.roomId} · ${review.reference}`}>
      <Stack spacing={1} component="article" aria-label={translate('reviews.reviewBy', { guest: review.guestName })}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={review.rating} readOnly aria-label={translate('reviews.stars', { rating: review.rating })} />
          <Chip size="small" label={status} color={STATUS_COLORS[review.status]} />
          <Typography variant="body2" color="text.secondary">
            {formatInstant(review.createdAt)} ·{' '}
            {translate(review.language === 'es' ? 'reviews.language.es' : 'reviews.language.en')}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{review.text ?? translate('reviews.onlyStars')}</Typography>
        {review.moderatedAt && (
          <Typography variant="body2" color="text.secondary">
            {translate('reviews.moderated', {
              status,
              who: review.moderatedBy,
              when: formatInstant(review.moderatedAt),
            })}
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
              {translate('reviews.approve')}
            </Button>
            <Button
              variant="outlined"
              disabled={pending || review.status === 'hidden'}
              onClick={() => void moderate('hide')}
            >
              {translate('reviews.hide')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
