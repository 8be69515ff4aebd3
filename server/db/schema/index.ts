export * from './ads';
export * from './auth';
export * from './catalog';
export * from './profiles';
export * from './rate-limits';
