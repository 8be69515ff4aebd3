import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/schemas/audit-log';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useAuditLabels } from '../hooks/use-audit-labels';
import { changedFields, valueText } from '../utils/changed-fields';

function Value({ text, label }: { text: string | null; label: string }) {
  const { t } = useTranslation('adminAudit');
  return (
    <Typography
      variant="body2"
      aria-label={`${label}: ${text ?? t('entry.empty')}`}
      sx={{
        overflowWrap: 'anywhere',
        color: text === null ? 'text.secondary' : 'text.primary',
        whiteSpace: 'pre-wrap',
      }}
    >
      {text ?? t('entry.empty')}
    </Typography>
  );
}

/** The fields an entry changed: name, then old → new (stacked on phones). */
export function AuditChanges({ entry, id }: { entry: AuditEntry; id: string }) {
  const { t, i18n } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  const locale = localeOf(currentLanguage(i18n.language));
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0)
    return (
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('entry.noChanges')}
      </Typography>
    );
  return (
    <Box
      id={id}
      component="ul"
      data-testid="audit-changes"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {changes.map((change) => (
        <Box
          component="li"
          key={change.field}
          data-field={change.field}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto 1fr', md: 'minmax(120px, 200px) 1fr auto 1fr' },
            columnGap: 1.5,
            rowGap: 0.25,
            alignItems: 'start',
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', md: 'auto' }, overflowWrap: 'anywhere' }}
          >
            {change.field ? labels.field(change.field) : t('entry.after')}
          </Typography>
          <Value
            text={valueText(labels.value(change.field, change.before), locale)}
            label={t('entry.before')}
          />
          <ArrowForwardIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
          <Value
            text={valueText(labels.value(change.field, change.after), locale)}
            label={t('entry.after')}
          />
        </Box>
      ))}
    </Box>
  );
}
