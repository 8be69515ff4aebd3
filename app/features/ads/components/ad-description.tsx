import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Renders an ad description. The server sanitises descriptions before storing them (only p, br,
 * strong, em, b, i, u, ul, ol, li survive, with no attributes — SPEC section 5), so this is the one
 * place the app injects HTML. Never pass anything else to it.
 */
export function AdDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html.trim()) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('ads.noDescription')}</Typography>;
  }
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& p': { mt: 0, mb: 1.5 },
        '& ul, & ol': { pl: 3, mb: 1.5 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (see the comment above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
