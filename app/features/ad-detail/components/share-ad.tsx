import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import IosShareIcon from '@mui/icons-material/IosShare';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { useCopyLink } from '../hooks/use-copy-link';
import { useNativeShare } from '../hooks/use-native-share';
import { canonicalAdUrl, facebookShareUrl, telegramShareUrl } from '../utils/share-links';
import { CopiedLinkField } from './copied-link-field';

/** Copy link, Telegram, Facebook and (where the device has one) its own share sheet, for the ad's canonical address. */
export function ShareAd({ ad }: { ad: Pick<PublicAd, 'id' | 'title'> }) {
  const { t } = useTranslation('adDetail');
  const headingId = useId();
  const url = canonicalAdUrl(ad.id);
  const { copy, refusedAt } = useCopyLink(url);
  const nativeShare = useNativeShare({ title: ad.title, url });
  const newTab = (
    <Box component="span" sx={visuallyHidden}>
      {` ${t('share.newTab')}`}
    </Box>
  );
  const external = { target: '_blank', rel: 'noopener noreferrer', variant: 'outlined' } as const;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="share-ad"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '20px' }}
    >
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {t('share.heading')}
      </Typography>
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
    </Paper>
  );
}
