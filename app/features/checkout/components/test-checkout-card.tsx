import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import type { TestCheckout } from '../../../../shared/schemas/checkout';
import { FailureAlert } from '../../../components/failure-alert';
import { failureMessage } from '../../../lib/failure-message';
import { currentLanguage } from '../../../lib/i18n';
import { useFinishTestCheckout } from '../api/finish-test-checkout';

type Props = { sessionId: string; checkout: TestCheckout };

/** What is being bought and for how much, with the test provider's Pay and Cancel. */
export function TestCheckoutCard({ sessionId, checkout }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const finish = useFinishTestCheckout(sessionId);
  const amount = formatMoney(checkout.amount_cents, checkout.currency, currentLanguage(i18n.language));
  const busy = finish.isPending;

  const run = (action: 'pay' | 'cancel') => finish.mutate(action);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '16px' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t('buying')}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {checkout.description}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t(`kinds.${checkout.kind}`)} · {t(`cycles.${checkout.billing_cycle}`)}
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('total')}</Typography>
        <Typography variant="h4" component="p" data-testid="checkout-amount">
          {amount}
        </Typography>
      </Stack>
      <FailureAlert mt={2} failure={finish.isError ? failureMessage(finish.error, t('payFailed')) : null} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" size="large" disabled={busy} onClick={() => run('cancel')}>
          {busy && finish.variables === 'cancel' ? t('cancelling') : t('cancel')}
        </Button>
        <Button variant="contained" size="large" disabled={busy} onClick={() => run('pay')}>
          {busy && finish.variables === 'pay' ? t('paying') : t('pay', { amount })}
        </Button>
      </Stack>
    </Paper>
  );
}
