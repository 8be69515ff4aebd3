import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Says an ad is shown because it is sponsored (paid for), in the reader's language. */
export function SponsoredLabel() {
  const { t } = useTranslation('promotion');
  return (
    <Chip
      icon={<CampaignOutlinedIcon aria-hidden />}
      label={t('label')}
      size="small"
      data-testid="sponsored-label"
      sx={{
        fontWeight: 700,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        '& .MuiChip-icon': { color: 'secondary.main' },
      }}
    />
  );
}
