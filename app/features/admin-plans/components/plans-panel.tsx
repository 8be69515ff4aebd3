import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SplitRow } from '../../../components/split-row';
import { useFocusFallback } from '../../../lib/use-focus-keeper';
import { usePlanText } from '../../pricing/utils/plan-text';
import { useAdminPlans } from '../api/get-admin-plans';
import { usePlanActions } from '../hooks/use-plan-actions';
import { PlanFormDialog } from './plan-form-dialog';
import { PlanRows } from './plan-rows';

/** The plans editor of /admin/monetization: every plan, add and edit, put on sale or deactivate, delete. */
export function PlansPanel() {
  const { t } = useTranslation('plans');
  const text = usePlanText();
  const query = useAdminPlans();
  const plans = query.data ?? [];
  const actions = usePlanActions(plans);
  // Focus goes back to the heading when what opened a dialog has gone (a deleted plan's button).
  const { ref: headingRef, restore: restoreFocus } = useFocusFallback<HTMLHeadingElement>();

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={1} aria-hidden>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={64} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = (
      <ErrorState title={t('editor.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (plans.length === 0)
    body = (
      <EmptyState
        icon={SellOutlinedIcon}
        title={t('editor.emptyTitle')}
        body={t('editor.emptyBody')}
        testId="plans-empty"
      />
    );
  else
    body = (
      <Stack spacing={1.5}>
        <PlanRows
          plans={plans}
          busyIds={actions.busyIds}
          onEdit={actions.startEdit}
          onToggle={(plan) => void actions.toggleActive(plan)}
          onDelete={actions.startDelete}
        />
        <Typography sx={{ color: 'text.secondary' }} data-testid="plans-count">
          {t('editor.shown', { count: plans.length })}
        </Typography>
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby="plans-panel-heading" spacing={2} data-testid="plans-panel">
      <SplitRow>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="plans-panel-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {t('editor.heading')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('editor.subtitle')}</Typography>
        </Box>
        <AddButton onClick={actions.startAdd} testId="plan-add">
          {t('editor.add')}
        </AddButton>
      </SplitRow>
      {body}
      <PlanFormDialog
        editing={actions.editing}
        onClose={actions.closeEdit}
        onExited={restoreFocus}
        onConfirm={actions.confirmSave}
      />
      <ConfirmDialog
        subject={actions.deleting}
        title={() => t('deleteDialog.title')}
        body={(plan) => t('deleteDialog.body', { name: text.name(plan) })}
        onConfirm={actions.confirmDelete}
        onClose={actions.closeDelete}
        onExited={restoreFocus}
        failedText={t('failure.delete')}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('deleteDialog.confirm')}
        busyLabel={t('form.saving')}
        color="error"
        focusCancel
        confirmTestId="plan-delete-confirm"
        testId="plan-delete-dialog"
      />
    </Stack>
  );
}
