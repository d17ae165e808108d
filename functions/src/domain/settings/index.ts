export * from './messages';
export * from './schemas';
export { PUBLIC_SETTINGS_DOCS, isPublicSettingsDoc, publicSettingsOf } from './public';
export * from './offers';
