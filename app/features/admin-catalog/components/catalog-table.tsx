import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../lib/router-link';
import { isCategory } from '../utils/catalog-kind';
import { adsLinkOf, namesOf } from '../utils/item-facts';
import { type CatalogViewProps, RowActions } from './row-actions';

/** Desktop: one row per item with both names, the slug, the order (categories), the ads and the actions. */
export function CatalogTable({ kind, items, busyIds, ...handlers }: CatalogViewProps) {
  const { t } = useTranslation('adminCatalog');
  const categories = kind === 'categories';
  const head = categories
    ? [t('categories.columns.order'), t('categories.columns.nameEn'), t('categories.columns.nameUk')]
    : [t('cities.columns.name'), t('cities.columns.nameUk')];

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '20px' }}>
      <Table aria-label={t(`${kind}.listLabel`)} data-testid="catalog-table">
        <TableHead>
          <TableRow>
            {head.map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
            <TableCell>{t(`${kind}.columns.slug`)}</TableCell>
            {!categories && <TableCell>{t('cities.columns.timeZone')}</TableCell>}
            <TableCell align="right">{t(`${kind}.columns.ads`)}</TableCell>
            <TableCell align="right">{t(`${kind}.columns.actions`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => {
            const names = namesOf(item);
            return (
              <TableRow key={item.id} hover data-testid="catalog-row" data-id={item.id} data-slug={item.slug}>
                {isCategory(item) && <TableCell sx={{ width: 90 }}>{item.sort_order}</TableCell>}
                <TableCell lang="en" sx={{ fontWeight: 600 }}>
                  {names.en}
                </TableCell>
                <TableCell lang="uk">
                  {names.uk ?? (
                    <Typography component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                      {t('notSet')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.9375rem' }}>{item.slug}</TableCell>
                {!isCategory(item) && <TableCell data-testid="city-zone">{item.time_zone}</TableCell>}
                <TableCell align="right">
                  <Link component={RouterLink} to={adsLinkOf(kind, item)} data-testid="ad-count">
                    {t('adsCount', { count: item.ad_count })}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ width: categories ? 230 : 120, py: 0.5 }}>
                  <RowActions item={item} index={index} items={items} busyIds={busyIds} {...handlers} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
