export * from './auth.ts';
export * from './providers.ts';
export * from './content.ts';
export * from './favorites.ts';
export * from './search-history.ts';
export * from './reviews.ts';
export * from './activity.ts';
export * from './appointments.ts';
