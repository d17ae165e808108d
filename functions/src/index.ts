// Only re-exports the domain groups: each deploys as `<group>-<name>`.
// the monitoring screen's counts (decision 0021): on in the functions runtime only
import './platform/monitoringStart';
export * as admin from './admin';
export * as content from './content';
export * as mirror from './mirror';
export * as security from './security';
export * as users from './users';
export * as media from './media';
export * as seo from './seo';
export * as recipes from './recipes';
export * as search from './search';
export * as catalog from './catalog';
export * as comments from './comments';
export * as feeds from './feeds';
export * as social from './social';
export * as jobs from './jobs';
export * as ratings from './ratings';
export * as calories from './calories';
export * as ai from './ai';
export * as activity from './activity';
export * as favorites from './favorites';
export * as household from './household';
export * as plan from './plan';
export * as shopping from './shopping';
export * as personal from './personal';
export * as backoffice from './backoffice';
export * as settings from './settings';
export * as notifications from './notifications';
