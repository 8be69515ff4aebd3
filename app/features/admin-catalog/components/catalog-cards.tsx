import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../lib/router-link';
import { useItemName } from '../hooks/use-item-name';
import { isCategory } from '../utils/catalog-kind';
import { adsLinkOf, namesOf } from '../utils/item-facts';
import { type CatalogViewProps, RowActions } from './row-actions';

/** Phones: one card per item, its name in the interface language first, then the other facts and the actions. */
export function CatalogCards({ kind, items, busyIds, ...handlers }: CatalogViewProps) {
  const { t, i18n } = useTranslation('adminCatalog');
  const nameOf = useItemName();
  const english = i18n.language === 'en';

  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t(`${kind}.listLabel`)}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((item, index) => {
        const names = namesOf(item);
        const other = english ? names.uk : names.en;
        return (
          <Paper
            component="li"
            key={item.id}
            variant="outlined"
            data-testid="catalog-row"
            data-id={item.id}
            data-slug={item.slug}
            sx={{ borderRadius: '20px', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h2"
                variant="subtitle1"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {nameOf(item)}
              </Typography>
              <Typography
                lang={english ? 'uk' : 'en'}
                sx={{
                  color: 'text.secondary',
                  overflowWrap: 'anywhere',
                  fontStyle: other ? undefined : 'italic',
                }}
              >
                {other ?? t('notSet')}
              </Typography>
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
            >
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t('card.slug')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {isCategory(item) ? `/…/${item.slug}` : `/${item.slug}`}
              </Typography>
              {isCategory(item) ? (
                <>
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {t('card.order')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {item.sort_order}
                  </Typography>
                </>
              ) : (
                <>
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {t('card.timeZone')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid="city-zone">
                    {item.time_zone}
                  </Typography>
                </>
              )}
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t(`${kind}.columns.ads`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Link
                  component={RouterLink}
                  to={adsLinkOf(kind, item)}
                  aria-label={t('adsCount', { count: item.ad_count })}
                  data-testid="ad-count"
                >
                  {item.ad_count}
                </Link>
              </Typography>
            </Box>
            <RowActions item={item} index={index} items={items} busyIds={busyIds} {...handlers} />
          </Paper>
        );
      })}
    </Stack>
  );
}
