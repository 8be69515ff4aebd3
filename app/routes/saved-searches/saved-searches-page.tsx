import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /saved-searches (signed-in only): the person's saved searches and their alerts. */
export default function SavedSearchesPage() {
  const { t } = useTranslation('savedSearches');
  useDocumentTitle(t('page.documentTitle'));
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }} data-testid="saved-searches-page">
      <Stack spacing={{ xs: 2, md: 3 }}>
        <PageHeading title={t('page.heading')} subtitle={t('page.subtitle')} />
        <SavedSearchList />
      </Stack>
    </Box>
  );
}
