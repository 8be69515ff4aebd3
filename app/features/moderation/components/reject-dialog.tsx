import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { FormDialog } from '../../../components/form-dialog';
import { textsInEveryLanguage } from '../../../lib/i18n-catalog';
import { RejectForm } from './reject-form';

type Props = {
  /** The ads to reject (one, or the selection); null keeps the dialog closed. */
  ads: Pick<Ad, 'title'>[] | null;
  onClose: () => void;
  /** When it has finished closing (focus may need a new place if its button has gone). */
  onExited?: () => void;
  /** Rejects them with the reason (null: none); throws when that failed. */
  onConfirm: (reason: string | null) => Promise<void>;
};

/** The reject dialog; each time it opens, its form starts clean. */
export function RejectDialog({ ads, ...dialog }: Props) {
  // The common reasons are offered in the owner's language, whichever the moderator reads.
  const { i18n } = useTranslation();
  use(textsInEveryLanguage(i18n, 'adminAds'));
  return (
    <FormDialog subject={ads} {...dialog} testId="reject-dialog">
      {(shown, slots) => <RejectForm ads={shown} {...slots} />}
    </FormDialog>
  );
}
