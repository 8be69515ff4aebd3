import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { kindHasDuration, kindIsRecurring, PLAN_KINDS } from '../../../../shared/plan-kinds';
import type { AdminPlan, PlanChange, PlanInput } from '../../../../shared/schemas/plans';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import {
  bodyOf,
  formValuesOf,
  PLAN_FIELD_ALIASES,
  PLAN_FORM_FIELDS,
  PlanFormSchema,
  type PlanFormValues,
} from '../utils/plan-form-values';

type Props = FormDialogSlots<PlanInput | PlanChange> & { plan: AdminPlan | null };
const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Adds a plan (`plan` null) or edits one: kind (fixed once saved), names, descriptions, prices, days, order, on sale. */
export function PlanFormBody({ plan, ...slots }: Props) {
  const { t } = useTranslation('plans');
  const form = useForm<PlanFormValues, unknown, z.output<typeof PlanFormSchema>>({
    resolver: zodResolver(PlanFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(plan),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    (values) => slots.onConfirm(bodyOf(values, plan !== null)),
    { fallback: t('failure.save'), fields: PLAN_FORM_FIELDS, aliases: PLAN_FIELD_ALIASES },
  );
  const field = { control: form.control };
  const recurring = kindIsRecurring(kind);

  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={plan ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.intro')}
      testId="plan-form"
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: plan ? t('form.save') : t('form.submitAdd'),
        busyLabel: t('form.saving'),
        confirmTestId: 'plan-form-submit',
      }}
    >
      <FormTextField
        {...field}
        name="kind"
        select
        label={t('form.kind')}
        disabled={plan !== null}
        helperText={plan ? t('form.kindFixed') : undefined}
      >
        {PLAN_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kinds.${k}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Box sx={grid}>
        <FormTextField
          {...field}
          name="name_en"
          label={t('form.nameEn')}
          required
          slotProps={{ htmlInput: { lang: 'en' } }}
        />
        <FormTextField
          {...field}
          name="name_uk"
          label={t('form.nameUk')}
          required
          slotProps={{ htmlInput: { lang: 'uk' } }}
        />
        <FormTextField
          {...field}
          name="description_en"
          label={t('form.descriptionEn')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { lang: 'en' } }}
        />
        <FormTextField
          {...field}
          name="description_uk"
          label={t('form.descriptionUk')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { lang: 'uk' } }}
        />
        <FormTextField
          {...field}
          name="price"
          label={recurring ? t('form.monthlyPrice') : t('form.price')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {recurring && (
          <FormTextField
            {...field}
            name="annual_price"
            label={t('form.annualPrice')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        {kindHasDuration(kind) && (
          <FormTextField
            {...field}
            name="duration_days"
            label={t('form.durationDays')}
            required
            helperText={t('form.durationHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        )}
        <FormTextField
          {...field}
          name="currency"
          label={t('form.currency')}
          helperText={t('form.currencyHint')}
          slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <FormTextField
          {...field}
          name="sort_order"
          label={t('form.sortOrder')}
          helperText={t('form.sortOrderHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      </Box>
      <Controller
        control={form.control}
        name="active"
        render={({ field: { value, onChange, onBlur, name } }) => (
          <FormControlLabel
            control={
              <Switch
                name={name}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
              />
            }
            label={t('form.active')}
            sx={{ minHeight: 48, mr: 0 }}
          />
        )}
      />
    </DialogForm>
  );
}
