import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { REASON_TEMPLATES, type ReasonTemplate, reasonText } from '../utils/rejection-reasons';

type Props = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The template the reason currently is, to show it as chosen. */
  chosen: ReasonTemplate | null;
  onPick: (text: string) => void;
};

/** The language the owner reads the reason in, and common reasons (named in the interface language). */
export function ReasonPicker({ language, onLanguageChange, chosen, onPick }: Props) {
  const { t, i18n } = useTranslation('adminAds');
  const languageLabelId = useId();
  const templatesLabelId = useId();

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography id={languageLabelId} variant="subtitle2" component="p">
          {t('rejectDialog.language')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={language}
          onChange={(_event, next: Language | null) => next && onLanguageChange(next)}
          aria-labelledby={languageLabelId}
          size="small"
          data-testid="reason-language"
        >
          {LANGUAGES.map((code) => (
            <ToggleButton
              key={code}
              value={code}
              lang={code}
              sx={{ minHeight: 44, px: 2, textTransform: 'none' }}
            >
              {t(`reasonLanguages.${code}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography id={templatesLabelId} variant="subtitle2" component="p">
          {t('rejectDialog.templates')}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          role="group"
          aria-labelledby={templatesLabelId}
          sx={{ flexWrap: 'wrap' }}
          data-testid="reason-templates"
        >
          {REASON_TEMPLATES.map((template) => (
            <Chip
              key={template}
              label={t(`reasons.${template}.label`)}
              onClick={() => onPick(reasonText(i18n, template, language))}
              color={chosen === template ? 'primary' : 'default'}
              variant={chosen === template ? 'filled' : 'outlined'}
              aria-pressed={chosen === template}
              data-template={template}
              sx={{ height: 36, fontWeight: 600 }}
            />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
