export * from './define';
export * from './routes';
export * from './schemas';
