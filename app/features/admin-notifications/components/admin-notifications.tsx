import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { ComposeForm } from './compose-form';
import { SentList } from './sent-list';

/** /admin/notifications: compose a notification, then the ones sent so far. */
export function AdminNotifications() {
  const { t } = useTranslation('adminNotifications');
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack spacing={{ xs: 3, md: 4 }} data-testid="admin-notifications-page">
      <PageHeading headingRef={headingRef} title={t('heading')} subtitle={t('subtitle')} />
      <ComposeForm />
      <SentList />
    </Stack>
  );
}
