import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '../../../lib/failure-message';
import { useSession } from '../../auth/api/get-session';
import { useHeartIds } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/save-favorite';

/** The ad a visitor pressed the heart of: saved once they are back signed in (this tab only). */
const PENDING_KEY = 'hromada.pendingFavorite';

type Props = { adId: string; title: string; sx?: SxProps<Theme> };

/**
 * The heart of an ad: saves it to the person's favourites or removes it. A visitor is sent to sign
 * in and, back on the page, finds the heart set. The person's own ad has none.
 */
export function FavoriteButton({ adId, title, sx }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const hearts = useHeartIds();
  const saved = hearts.saved.has(adId);
  const change = useSetFavorite(user?.id ?? '');
  const navigate = useNavigate();
  const location = useLocation();

  const set = (next: boolean) =>
    change.mutate(
      { adId, saved: next },
      {
        onSuccess: () => {
          toast.success(t(next ? 'ads.savedToast' : 'ads.unsavedToast'));
        },
        onError: (error) => toast.error(failureMessage(error, t('ads.saveFailed'))),
      },
    );

  // Back from signing in: the heart the visitor pressed is set.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per signed-in person and ad.
  useEffect(() => {
    if (!user || sessionStorage.getItem(PENDING_KEY) !== adId) return;
    sessionStorage.removeItem(PENDING_KEY);
    set(true);
  }, [user?.id, adId]);

  const onClick = () => {
    if (!user) {
      sessionStorage.setItem(PENDING_KEY, adId);
      void navigate('/login', { state: { from: location } });
      return;
    }
    set(!saved);
  };

  if (hearts.own.has(adId)) return null;
  return (
    <IconButton
      onClick={onClick}
      aria-pressed={saved}
      aria-label={t(saved ? 'ads.unsave' : 'ads.save', { title })}
      data-testid="favorite-button"
      sx={{
        bgcolor: 'background.paper',
        color: saved ? 'error.main' : 'text.secondary',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
        ...sx,
      }}
    >
      {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
