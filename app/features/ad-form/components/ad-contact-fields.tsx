import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AD_ADDRESS_MAX, type AdFormOutput } from '../../../../shared/schemas/ad-input';
import { FormTextField } from '../../../components/form-text-field';
import type { AdFormValues } from '../utils/ad-form-values';

type Props = { control: Control<AdFormValues, unknown, AdFormOutput> };

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Email, phone, website and address: shown to signed-in people only. */
export function AdContactFields({ control }: Props) {
  const { t } = useTranslation('adForm');
  return (
    <>
      <Box sx={grid}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <FormTextField
          control={control}
          name="telephone"
          type="tel"
          label={t('fields.telephone')}
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="website"
        label={t('fields.website')}
        autoComplete="url"
        placeholder="https://"
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('fields.address')}
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: AD_ADDRESS_MAX } }}
      />
    </>
  );
}

const SOCIAL = ['instagram', 'facebook', 'telegram', 'tiktok', 'twitter'] as const;

/** Instagram, Facebook, Telegram, TikTok, X: a @handle or a full https:// link each. */
export function AdSocialFields({ control }: Props) {
  const { t } = useTranslation('adForm');
  return (
    <Box sx={grid}>
      {SOCIAL.map((name) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={t(`fields.${name}`)}
          placeholder="@"
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      ))}
    </Box>
  );
}
