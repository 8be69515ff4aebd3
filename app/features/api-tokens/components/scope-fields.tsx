import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApiTokenScope } from '../../../../shared/schemas/api-tokens';
import { SCOPE_KEYS, SCOPES } from '../utils/scope-keys';

type Props = { value: ApiTokenScope[]; onChange: (scopes: ApiTokenScope[]) => void; error?: string };

/** One checkbox per permission, each with a line saying what it allows. */
export function ScopeFields({ value, onChange, error }: Props) {
  const { t } = useTranslation('adminTokens');
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    onChange(SCOPES.filter((s) => (s === scope ? on : value.includes(s))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} data-testid="token-scopes-field">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('form.scopes')}
      </FormLabel>
      <FormGroup>
        {SCOPES.map((scope) => (
          <FormControlLabel
            key={scope}
            sx={{ alignItems: 'flex-start', mr: 0, my: 0.25 }}
            control={
              <Checkbox
                checked={value.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                slotProps={{ input: { 'data-scope': scope } as object }}
                sx={{ mt: -0.5 }}
              />
            }
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {t(`scopes.${SCOPE_KEYS[scope]}`)}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {t(`scopeHelp.${SCOPE_KEYS[scope]}`)}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
