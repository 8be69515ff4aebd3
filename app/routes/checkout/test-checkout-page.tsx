import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/page-spinner';
import { useTestCheckout } from '../../features/checkout/api/get-test-checkout';
import { ClosedCheckout } from '../../features/checkout/components/closed-checkout';
import { TestCheckoutCard } from '../../features/checkout/components/test-checkout-card';
import { TestModeBanner } from '../../features/checkout/components/test-mode-banner';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /checkout/test/:sessionId (signed-in): the built-in test provider's checkout page, marked TEST MODE. */
export default function TestCheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('heading'));
  const sessionId = useParams().sessionId ?? '';
  const checkout = useTestCheckout(sessionId);

  if (checkout.isPending) return <PageSpinner />;
  if (checkout.isError) {
    if (isApiError(checkout.error) && checkout.error.status === 404)
      return <NotFoundState title={t('notFound.title')} body={t('notFound.body')} />;
    return <ErrorState title={t('loadFailed')} error={checkout.error} onRetry={() => checkout.refetch()} />;
  }
  const data = checkout.data;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <PageHeading title={t('heading')} />
        <TestModeBanner />
        {data.status === 'pending' ? (
          <TestCheckoutCard sessionId={sessionId} checkout={data} />
        ) : (
          <ClosedCheckout status={data.status} returnUrl={data.return_url} />
        )}
      </Stack>
    </Box>
  );
}
