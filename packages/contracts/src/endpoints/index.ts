export * from './define';
export * from './routes';
export * from './schemas';
export { CATALOGUE_ENDPOINTS } from './catalogues';
// Not './docs': the API description's words are the server's only (import '@cp/contracts/endpoint-docs').
