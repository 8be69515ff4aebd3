import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import type { AdminPayment } from '../../../../shared/schemas/admin-payments';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { OpenPaymentButton } from './open-payment-button';
import { PaymentStatusChip } from './payment-status-chip';

export type PaymentsViewProps = { payments: AdminPayment[]; onOpen: (payment: AdminPayment) => void };

/** Desktop: one row per payment; "Details" opens the dialog. */
export function PaymentsTable({ payments, onOpen }: PaymentsViewProps) {
  const { t, i18n } = useTranslation('adminPayments');
  const language = currentLanguage(i18n.language);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // A wide table may scroll sideways: the keyboard can reach and scroll it too.
      tabIndex={0}
      role="region"
      aria-label={t('listLabel')}
      sx={{ borderRadius: '20px' }}
    >
      <Table aria-label={t('listLabel')} data-testid="payments-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.payer')}</TableCell>
            <TableCell>{t('columns.what')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => {
            const date = formatDateTime(payment.created_at, language);
            return (
              <TableRow key={payment.id} hover data-testid="payment-row" data-payment-id={payment.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={payment.created_at}>{date}</time>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                  <Typography sx={{ fontWeight: 600 }}>{payment.person.display_name}</Typography>
                  <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'start' }}>
                    {payment.person.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                  <Typography>{`${t(`kinds.${payment.kind}`)} · ${payment.description}`}</Typography>
                  {payment.ad && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('forAd', { title: payment.ad.title })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(payment.amount_cents, payment.currency, language)}
                </TableCell>
                <TableCell>
                  <PaymentStatusChip status={payment.status} />
                </TableCell>
                <TableCell sx={{ width: 0 }}>
                  <OpenPaymentButton payment={payment} date={date} onOpen={onOpen} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
