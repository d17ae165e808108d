export { LanguageInterests } from './LanguageInterests';
export { trackAffinity, trackLanguageEvent, trackVisit, type TrackedRecipe, type Viewer } from './tracker';
