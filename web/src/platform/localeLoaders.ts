/**
 * The lazy chunks of the on-demand translations (i18n.ts): he, fr and it whole, and English namespaces that only
 * lazily loaded screens need. The list of English namespaces here is the one i18n.ts leaves out of its eager glob
 * (import.meta.glob takes literals only). A module of its own, loaded on the first on-demand read, so the table of
 * loaders stays out of the home route's first JS.
 */
type Resource = Record<string, unknown>;

export const onDemandFiles = import.meta.glob<Resource>(
  [
    '../locales/{he,fr,it}/*.json',
    '../locales/en/{admin,content,accounts,channel,recipes,search,comments,notifications,feeds,follows,images,ratings,ai,activity,favorites,links,adminData,personal,backOffice,adminAnalytics,adminCleanup,adminMonitoring,adminRecipes,adminSettings,video,print,cook,stove,pwa,importing,imports,shopping,plan}.json',
  ],
  { import: 'default' },
);
