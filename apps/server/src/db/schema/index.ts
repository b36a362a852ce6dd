export * from './users';
export * from './locations';
export * from './memberships';
export * from './sessions';
export * from './login-attempts';
export * from './page-info';
export * from './notifications';
export * from './licenses';
