import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBlockPerson } from '../../people/api/block-person';

/**
 * For a signed-in person on someone else's ad: block its author (asked first). The ad then leaves
 * their pages, this one too, so they go to the home page.
 */
export function BlockOwner({ ad }: { ad: MemberAd }) {
  const { t } = useTranslation('adDetail');
  const [asking, setAsking] = useState<MemberAd | null>(null);
  const block = useBlockPerson();
  const navigate = useNavigate();
  const name = ad.user_display_name;

  const confirm = async (shown: MemberAd) => {
    await block.mutateAsync(shown.user_id);
    toast.success(t('block.done', { name: shown.user_display_name }));
    navigate('/', { replace: true });
  };

  return (
    <>
      <Button
        variant="text"
        color="inherit"
        startIcon={<BlockOutlinedIcon aria-hidden />}
        onClick={() => setAsking(ad)}
        sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
        data-testid="block-owner"
      >
        {t('block.button', { name })}
      </Button>
      <ConfirmDialog
        subject={asking}
        title={(shown) => t('block.title', { name: shown.user_display_name })}
        body={() => t('block.body')}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        failedText={t('block.failed')}
        width="auto"
        cancelLabel={t('block.cancel')}
        confirmLabel={t('block.confirm')}
        busyLabel={t('block.busy')}
        color="error"
        focusCancel
        testId="block-owner-dialog"
      />
    </>
  );
}
