export * from './contracts/auth';
export * from './contracts/envelope';
export * from './contracts/fields';
export * from './money';
