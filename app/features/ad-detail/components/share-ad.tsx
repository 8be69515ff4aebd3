import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import IosShareIcon from '@mui/icons-material/IosShare';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import { useCopyLink } from '../hooks/use-copy-link';
import { useNativeShare } from '../hooks/use-native-share';
import { canonicalAdUrl, facebookShareUrl, telegramShareUrl } from '../utils/share-links';
import { CopiedLinkField } from './copied-link-field';
import { DetailSection } from './detail-section';

/** Copy link, Telegram, Facebook and (where the device has one) its own share sheet, for the ad's canonical address. */
export function ShareAd({ ad }: { ad: Pick<PublicAd, 'id' | 'title'> }) {
  const { t } = useTranslation('adDetail');
  const siteUrl = useSiteConfig().data?.site_url;
  const url = canonicalAdUrl(ad.id, siteUrl ?? window.location.origin);
  const { copy, refusedAt } = useCopyLink(url);
  const nativeShare = useNativeShare({ title: ad.title, url });
  const newTab = (
    <Box component="span" sx={visuallyHidden}>
      {` ${t('share.newTab')}`}
    </Box>
  );
  const external = { target: '_blank', rel: 'noopener noreferrer', variant: 'outlined' } as const;

  return (
    <DetailSection heading={t('share.heading')} testId="share-ad">
      <Stack spacing={1.5}>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={() => void copy()}
          data-testid="share-copy"
        >
          {t('share.copy')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flex: '1 1 120px' } }}>
          <Button
            {...external}
            href={telegramShareUrl(url, ad.title)}
            startIcon={<TelegramIcon aria-hidden />}
            data-testid="share-telegram"
          >
            {t('share.telegram')}
            {newTab}
          </Button>
          <Button
            {...external}
            href={facebookShareUrl(url)}
            startIcon={<FacebookIcon aria-hidden />}
            data-testid="share-facebook"
          >
            {t('share.facebook')}
            {newTab}
          </Button>
          {nativeShare && (
            <Button
              variant="outlined"
              startIcon={<IosShareIcon aria-hidden />}
              onClick={() => void nativeShare()}
              data-testid="share-native"
            >
              {t('share.native')}
            </Button>
          )}
        </Box>
        {refusedAt !== null && <CopiedLinkField url={url} refusedAt={refusedAt} />}
      </Stack>
    </DetailSection>
  );
}
