import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PublicIcon from '@mui/icons-material/Public';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastAudience } from '../../../../shared/schemas/admin-notifications';

const CHOICES = [
  { value: 'everyone', icon: PublicIcon },
  { value: 'city', icon: LocationCityOutlinedIcon },
  { value: 'person', icon: PersonOutlineIcon },
] as const;

type Props = { value: BroadcastAudience; onChange: (audience: BroadcastAudience) => void };

/** Everyone / a city's members / one person, as one segmented choice, and what the choice means. */
export function AudiencePicker({ value, onChange }: Props) {
  const { t } = useTranslation('adminNotifications');
  const labelId = useId();
  const helpId = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });

  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t('compose.audience')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        orientation={wide ? 'horizontal' : 'vertical'}
        value={value}
        onChange={(_event, next: BroadcastAudience | null) => next && onChange(next)}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        data-testid="audience-picker"
      >
        {CHOICES.map(({ value: choice, icon: Icon }) => (
          <ToggleButton
            key={choice}
            value={choice}
            data-testid={`audience-${choice}`}
            sx={{ gap: 1, minHeight: 48, textTransform: 'none', fontSize: '1rem', justifyContent: 'center' }}
          >
            <Icon aria-hidden fontSize="small" />
            {t(`compose.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText id={helpId} sx={{ mx: 0, fontSize: '0.875rem' }} data-testid="audience-help">
        {t(`compose.${value}Help`)}
      </FormHelperText>
    </Stack>
  );
}
