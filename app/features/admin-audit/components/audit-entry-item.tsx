import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/schemas/audit-log';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { useAuditLabels } from '../hooks/use-audit-labels';
import { AuditChanges } from './audit-changes';

const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** What the record was called, when the entry says (an ad's title, a token's or category's name). */
function recordName(entry: AuditEntry): string | null {
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === 'object') {
      const { title, name, name_en, display_name } = side as Record<string, unknown>;
      const found = [title, name, name_en, display_name].find((v) => typeof v === 'string' && v);
      if (typeof found === 'string') return found;
    }
  }
  return null;
}

/** One entry: when, who, what (a localised label), on which record (a link to an ad); its changes on demand. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const action = labels.action(entry.action);
  const name = recordName(entry);
  const idText = entry.entity_id ? shortId(entry.entity_id) : null;
  const type = labels.entityType(entry.entity_type);
  const record = name ? t('entry.record', { type, name }) : type;

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '20px', p: { xs: 2, md: 2.5 } }}
      data-testid="audit-entry"
      data-action={entry.action}
      data-entity-id={entry.entity_id ?? ''}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0.5, md: 2 },
          gridTemplateColumns: { xs: '1fr', md: '170px 180px 1fr auto' },
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={entry.created_at}>
            {formatDateTime(entry.created_at, currentLanguage(i18n.language))}
          </time>
        </Typography>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="audit-actor">
            {entry.actor.name}
          </Typography>
          {entry.actor.token && (
            <Typography
              variant="caption"
              sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
              data-testid="audit-actor-token"
            >
              {t('entry.viaToken', { name: entry.actor.token.name })}
            </Typography>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="audit-action">
            {action}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {record}
            {idText && ' · '}
            {idText &&
              (entry.entity_type === 'ad' && entry.entity_id ? (
                <Link
                  href={`/ads/${entry.entity_id}`}
                  aria-label={`${t('entry.openAd')}: ${name ?? entry.entity_id}`}
                >
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {idText}
                  </Box>
                </Link>
              ) : (
                <Box component="span" sx={{ fontFamily: 'monospace' }} title={entry.entity_id ?? undefined}>
                  {idText}
                </Box>
              ))}
          </Typography>
        </Box>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={open ? changesId : undefined}
          endIcon={open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          sx={{ justifySelf: { xs: 'start', md: 'end' }, mt: { xs: 0.5, md: 0 } }}
          data-testid="audit-toggle"
        >
          {open ? t('entry.hideChanges') : t('entry.showChanges')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 1.5 }}>
          <AuditChanges entry={entry} id={changesId} />
        </Box>
      </Collapse>
    </Paper>
  );
}
