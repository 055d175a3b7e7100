/**
 * The database's tables by area; drizzle-kit reads them here to write the migrations
 * (drizzle/).
 */
export * from './accounts';
export * from './rooms-and-tenants';
export * from './ledger';
export * from './tenant-messages';
export * from './move-outs';
