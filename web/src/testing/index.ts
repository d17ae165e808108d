export { aCategory, anImage, aProfile, aRecipe, aRecipeSummary } from './factories';
export { serveFirstViewData } from './firstView';
export { stubIntersectionObserver, type ObserverStub } from './intersectionObserver';
export {
  renderWithApp,
  setUpI18n,
  signedInAs,
  textsForEachTest,
  SIGN_IN_SCREENS,
  testQueryClient,
  type RenderOptions,
} from './render';
