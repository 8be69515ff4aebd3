export * from './ads';
export * from './auth';
export * from './auth-events';
export * from './catalog';
export * from './notifications';
export * from './profiles';
export * from './rate-limits';
