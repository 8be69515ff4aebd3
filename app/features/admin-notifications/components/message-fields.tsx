import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  type SendNotificationValues,
} from '../../../../shared/schemas/admin-notifications';
import type { ComposeValues } from '../utils/compose-values';
import { CountedField } from './counted-field';

type Props = { control: Control<ComposeValues, unknown, SendNotificationValues> };

const LANGUAGES = [
  { lang: 'uk', heading: 'compose.ukrainian', title: 'compose.titleUk', body: 'compose.bodyUk' },
  { lang: 'en', heading: 'compose.english', title: 'compose.titleEn', body: 'compose.bodyEn' },
] as const;

/** The title and message in Ukrainian and in English: side by side on wide screens, stacked on phones. */
export function MessageFields({ control }: Props) {
  const { t } = useTranslation('adminNotifications');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {LANGUAGES.map(({ lang, heading, title, body }) => (
        <Box key={lang} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 1.5 }}>
            {t(heading)}
          </Typography>
          <Stack spacing={2.5}>
            <CountedField
              control={control}
              name={`title_${lang}`}
              label={t(title)}
              max={BROADCAST_TITLE_MAX}
              lang={lang}
            />
            <CountedField
              control={control}
              name={`body_${lang}`}
              label={t(body)}
              max={BROADCAST_BODY_MAX}
              lang={lang}
              multiline
            />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
