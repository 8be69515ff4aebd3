import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnsubscribePanel } from '../../features/saved-searches/components/unsubscribe-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /unsubscribe/:token: a saved search's mail link; open to visitors (the token is signed). */
export default function UnsubscribePage() {
  const { t } = useTranslation('savedSearches');
  useDocumentTitle(t('unsubscribe.documentTitle'));
  const { token = '' } = useParams();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <UnsubscribePanel token={token} />
    </Box>
  );
}
