import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../../shared/money';
import type { Favourite } from '../../../../shared/schemas/favourites';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Props = { favorite: Favourite; onRemove: () => void; removing: boolean };

/** A saved ad no longer on the site: its title as it was, why it is not there, and Remove. */
export function GoneFavouriteCard({ favorite, onRemove, removing }: Props) {
  const { t, i18n } = useTranslation('favorites');
  const language = currentLanguage(i18n.language);
  // An expired or paused ad still has a page its owner may bring back; a removed one has none.
  const linked = favorite.ad_id && favorite.availability !== 'removed';
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="gone-favorite"
      data-availability={favorite.availability}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'action.hover' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Chip
          label={t(`availability.${favorite.availability}`)}
          size="small"
          color={favorite.availability === 'removed' ? 'default' : 'warning'}
          sx={{ alignSelf: 'flex-start' }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {linked ? (
            <Link to={`/ads/${favorite.ad_id}`} style={{ color: 'inherit' }}>
              {favorite.title}
            </Link>
          ) : (
            favorite.title
          )}
        </Typography>
        {favorite.price_seen !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('lastPrice', { price: formatAmount(favorite.price_seen, favorite.currency, language) })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('savedOn', { date: formatDate(favorite.saved_at, language) })}
        </Typography>
      </CardContent>
      <Button
        onClick={onRemove}
        disabled={removing}
        startIcon={<DeleteOutlineIcon aria-hidden />}
        aria-label={t('removeNamed', { title: favorite.title })}
        sx={{ m: 1, alignSelf: 'flex-start' }}
      >
        {t('remove')}
      </Button>
    </Card>
  );
}
