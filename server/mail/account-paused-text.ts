import type { BroadcastText } from './broadcast-mail';

/**
 * The notice an owner gets, under the bell and by mail, when wrong passwords pause sign-in to their
 * account (services/account-protection). We keep no per-person language, so it has both.
 */
export const accountPausedText = (siteUrl: string): BroadcastText => ({
  titleEn: 'Sign-in to your account was paused',
  titleUk: 'Вхід до вашого облікового запису призупинено',
  bodyEn: [
    'Someone entered a wrong password for your Hromada account several times in a row, so sign-in to it is paused for a while (a minute at first, longer if the wrong passwords go on).',
    '',
    `If it was you: wait a little, or reset your password at ${siteUrl}/forgot-password (a reset unlocks the account at once).`,
    'If it was not you: your password was not guessed. A longer password and two-factor sign-in (on your profile page) make your account safer still.',
  ].join('\n'),
  bodyUk: [
    'Хтось кілька разів поспіль увів неправильний пароль до вашого облікового запису в Громаді, тож вхід до нього на деякий час призупинено (спершу на хвилину, довше, якщо неправильні паролі надходитимуть і далі).',
    '',
    `Якщо це були ви: трохи зачекайте або відновіть пароль на ${siteUrl}/forgot-password (відновлення одразу розблоковує обліковий запис).`,
    'Якщо це були не ви: ваш пароль не вгадали. Довший пароль і двофакторний вхід (на сторінці профілю) зроблять ваш обліковий запис ще безпечнішим.',
  ].join('\n'),
});
