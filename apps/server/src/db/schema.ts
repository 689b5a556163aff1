// Drizzle reads the whole schema from here; each area's tables live in schema/<area>.ts.
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/notices';
export * from './schema/orders';
export * from './schema/rentals';
export * from './schema/staff';
export * from './schema/system';
export * from './schema/users';
