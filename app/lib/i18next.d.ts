import 'i18next';
import type { errors } from '../../shared/i18n/en/errors';
import type { ui } from '../../shared/i18n/en/ui';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof ui; errors: typeof errors };
  }
}
