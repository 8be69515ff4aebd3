import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import { ErrorState } from '../../../components/error-state';
import { currentLanguage } from '../../../lib/i18n';
import { usePaymentTotals } from '../api/get-payment-totals';
import { formatMonth } from '../utils/format-month';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Per month and currency, newest month first: paid (count and sum), refunds marked, net. */
export function PaymentTotals() {
  const { t, i18n } = useTranslation('adminPayments');
  const language = currentLanguage(i18n.language);
  const query = usePaymentTotals();
  const headingId = useId();
  const rows = query.data?.rows ?? [];
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);

  let body = null;
  if (query.isPending) body = <Skeleton variant="rounded" height={160} sx={{ borderRadius: '20px' }} />;
  else if (query.isError)
    body = (
      <ErrorState title={t('totals.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  else
    body = (
      <TableContainer
        component={Paper}
        variant="outlined"
        // It scrolls (many months, narrow screens): the keyboard can reach and scroll it too.
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        sx={{ borderRadius: '20px', maxHeight: 420 }}
      >
        <Table size="small" stickyHeader aria-labelledby={headingId} data-testid="payment-totals">
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>
            {t('totals.caption', { timeZone: query.data.time_zone })}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('totals.month')}</TableCell>
              <TableCell>{t('totals.currency')}</TableCell>
              <TableCell align="right">{t('totals.paidCount')}</TableCell>
              <TableCell align="right">{t('totals.paid')}</TableCell>
              <TableCell align="right">{t('totals.refunded')}</TableCell>
              <TableCell align="right">{t('totals.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const quiet = row.paid_count === 0 && row.refunded_count === 0;
              return (
                <TableRow
                  key={`${row.month} ${row.currency}`}
                  data-testid="totals-row"
                  data-month={row.month}
                  data-currency={row.currency}
                  sx={quiet ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMonth(row.month, language)}
                  </TableCell>
                  <TableCell>{row.currency}</TableCell>
                  <TableCell align="right" sx={numeric}>
                    {row.paid_count}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {money(row.paid_cents, row.currency)}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {money(row.refunded_cents, row.currency)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ ...numeric, fontWeight: quiet ? 400 : 700 }}
                    data-testid="totals-net"
                  >
                    {money(row.net_cents, row.currency)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('totals.heading')}
      </Typography>
      {body}
    </Box>
  );
}
