import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { OwnRating } from '../../../../shared/schemas/ratings';
import { isApiError } from '../../../lib/api-client';
import { useSubmitRating } from '../api/submit-rating';
import { MyRating } from './my-rating';
import { RatingForm } from './rating-form';

type Props = {
  adId: string;
  /** The viewer: a visitor, the ad's owner, or someone else (who may rate). */
  viewer: 'visitor' | 'owner' | 'other';
  /** The viewer's rating of this ad in any status, once known. */
  mine: OwnRating | null;
};

/** Visitors: a sign-in link back to this ad. Owners: a line. Others: their rating, or the form to rate. */
export function YourRating({ adId, viewer, mine }: Props) {
  const { t } = useTranslation('ratings');
  const location = useLocation();
  const submit = useSubmitRating(adId);
  // Once the rating is deleted the form takes its place, and its heading gets the focus (at once if the
  // refresh has already shown the form, else as soon as it does).
  const formHeading = useRef<HTMLHeadingElement | null>(null);
  const focusFormHeading = useRef(false);

  if (viewer === 'visitor')
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="rating-sign-in">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography>{t('signIn.prompt')}</Typography>
        </Stack>
        <Button component={RouterLink} to="/login" state={{ from: location }} variant="outlined" size="large">
          {t('signIn.link')}
        </Button>
      </Stack>
    );
  if (viewer === 'owner')
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="rating-own-ad">
        {t('ownAd')}
      </Typography>
    );
  if (mine)
    return (
      <MyRating
        rating={mine}
        onDeleted={() => {
          if (formHeading.current) formHeading.current.focus();
          else focusFormHeading.current = true;
        }}
      />
    );
  return (
    <Stack spacing={1.5} data-testid="rate-ad">
      <Typography
        ref={(heading: HTMLHeadingElement | null) => {
          formHeading.current = heading;
          if (heading && focusFormHeading.current) {
            focusFormHeading.current = false;
            heading.focus();
          }
        }}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {t('form.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('form.intro')}
      </Typography>
      <RatingForm
        onSubmit={async (values) => {
          try {
            await submit.mutateAsync(values);
          } catch (error) {
            // Rated meanwhile (another tab): the refresh swaps this form for that rating, so the
            // message must outlive the form.
            if (isApiError(error) && error.code === 'ALREADY_RATED') toast.error(error.message);
            throw error;
          }
          toast.success(t('toast.submitted'));
        }}
      />
    </Stack>
  );
}
