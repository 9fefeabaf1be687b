export * from './errors';
export { MESSAGES } from './messages';
