// The domain groups: each deploys as `<group>-<name>`. A group's code loads when its export is first read: the
// deploy (and the emulator's discovery) reads every group, while a function's instance, and each worker of the
// Functions emulator, reads only its own group, so it starts without the other twenty groups' code (decision 0032).
// the monitoring screen's counts (decision 0021): on in the functions runtime only
import './platform/monitoringStart';

const groups: Record<string, () => unknown> = {
  admin: () => require('./admin'),
  content: () => require('./content'),
  mirror: () => require('./mirror'),
  security: () => require('./security'),
  users: () => require('./users'),
  media: () => require('./media'),
  seo: () => require('./seo'),
  recipes: () => require('./recipes'),
  catalog: () => require('./catalog'),
  comments: () => require('./comments'),
  feeds: () => require('./feeds'),
  social: () => require('./social'),
  jobs: () => require('./jobs'),
  ratings: () => require('./ratings'),
  calories: () => require('./calories'),
  ai: () => require('./ai'),
  activity: () => require('./activity'),
  favorites: () => require('./favorites'),
  personal: () => require('./personal'),
  backoffice: () => require('./backoffice'),
  settings: () => require('./settings'),
};

for (const [name, load] of Object.entries(groups)) {
  Object.defineProperty(exports, name, { enumerable: true, get: load });
}
