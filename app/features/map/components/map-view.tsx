import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MapAd } from '../../../../shared/schemas/map';
import { AdMap } from './ad-map';

type Props = {
  ads: MapAd[];
  tiles: { tile_url: string; attribution: string };
  label: string;
  /** The filters' answer is in (an empty list then means "nothing to show"). */
  settled: boolean;
  loading: boolean;
};

/**
 * The map at its size: the screen under the filters on phones (edge to edge), a large panel on
 * desktops; a loading bar while markers change, and 'No listings with valid addresses found.' over it.
 */
export function MapView({ ads, tiles, label, settled, loading }: Props) {
  const { t } = useTranslation('map');
  const { t: ui } = useTranslation();
  return (
    <Box sx={{ position: 'relative', mx: { xs: -2, sm: 0 } }}>
      <AdMap
        ads={ads}
        tiles={tiles}
        label={label}
        sx={{
          height: { xs: 'calc(100dvh - 230px)', md: 'min(68vh, 760px)' },
          minHeight: 320,
          '&.leaflet-container': { borderRadius: { xs: 0, sm: '20px' } },
        }}
      />
      {loading && (
        <LinearProgress
          aria-label={ui('a11y.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1000, borderRadius: 2 }}
        />
      )}
      {settled && ads.length === 0 && (
        <Paper
          role="status"
          data-testid="map-empty"
          elevation={6}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            zIndex: 1000,
            width: 'min(420px, calc(100% - 32px))',
            p: 3,
            textAlign: 'center',
            borderRadius: '20px',
          }}
        >
          <Typography variant="h6" component="p">
            {t('empty')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('emptyHint')}</Typography>
        </Paper>
      )}
    </Box>
  );
}
