import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { ListCount } from '../../../components/list-count';
import { AdRowList } from '../../ads/components/ad-row-list';
import { MyAdItem } from './my-ad-item';

type Props = { ads: Ad[]; onDelete: (ad: Ad) => void };

/** The person's ads as the server sends them (newest first), with how many there are. */
export function MyAdsList({ ads, onDelete }: Props) {
  const { t } = useTranslation('myAds');
  return (
    <Stack spacing={1.5}>
      <ListCount testId="my-ads-count">{t('count', { count: ads.length })}</ListCount>
      <AdRowList ads={ads} label={t('listLabel')} testId="my-ads-list">
        {(ad, first) => (
          <MyAdItem ad={ad} onDelete={onDelete} rejectionReason={ad.rejection_reason} priority={first} />
        )}
      </AdRowList>
    </Stack>
  );
}
