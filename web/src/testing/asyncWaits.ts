/**
 * Setup of the web unit projects: Testing Library's `findBy…` and `waitFor` wait up to 10 s rather than 1 s. A
 * screen that loads a chunk on first use (the stove's rewriting code, a locale) is transformed by Vite on that
 * import, which takes seconds on a machine busy with the rest of `npm test`; the waits still end as soon as the
 * screen shows what they look for.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
