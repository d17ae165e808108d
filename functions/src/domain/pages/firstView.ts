/**
 * What the server writes into a public page's HTML for the web app to start from (decision 0060): the answers the
 * first view shows, as JSON in `<script type="application/json" id="first-view-data">`. The web app puts them in its
 * query cache under the keys it would have fetched them with, so it shows the same cards without asking again.
 */
import type { FeedList } from '../contracts/feeds';
import type { UserRecipesPage } from '../contracts/recipes';
import type { ChannelProfile } from '../follows/channel';
import type { SearchAnswer } from '../search/types';

export const FIRST_VIEW_DATA_ID = 'first-view-data';

/**
 * Where the web app remembers that this browser had a signed-in user (web/src/platform/sessionHint.ts). A page's
 * head reads it before the first view paints, so a part of that view meant for guests (home's sign-up promotion) is
 * never shown to a returning cook.
 */
export const SIGNED_IN_HINT_KEY = 'matkon.signedIn';

/** Home's trending and newest grids: two rows of four. */
export const HOME_GRID_SIZE = 8;
/** /trending's one grid. */
export const TRENDING_PAGE_SIZE = 40;

/** One feed list as a guest's app asks for it (every category): its order, its length and the answer. */
export interface FirstViewList {
  readonly kind: 'trending' | 'newest';
  readonly limit: number;
  readonly answer: FeedList;
}

/** /search?q='s first page of results as a guest's app asks for it (no filters). */
export interface FirstViewSearch {
  /** The address's q, trimmed: the app's key. */
  readonly q: string;
  readonly answer: SearchAnswer;
}

/**
 * A channel's (/{username}) profile and the first page of its recipe grid as a guest's app asks for them
 * (GET /api/channels/profile, then get-user-recipes page 1 of PAGING.userRecipeGrid, no category; decision 0068).
 */
export interface FirstViewChannel {
  readonly profile: ChannelProfile;
  readonly recipes: { readonly limit: number; readonly answer: UserRecipesPage };
}

export interface FirstViewData {
  /** The interface (and content) language the page was written in. */
  readonly language: string;
  /** When the answers were read (ms since the epoch): how stale they are when the app starts. */
  readonly servedAt: number;
  /** Home's and /trending's lists. */
  readonly lists?: readonly FirstViewList[];
  /** /search?q='s results. */
  readonly search?: FirstViewSearch;
  /** A channel's profile and first recipes. */
  readonly channel?: FirstViewChannel;
}

/** The parts of the data a screen takes for itself. */
export type FirstViewPart = 'lists' | 'search' | 'channel';

/**
 * The built SPA page's file name. Not index.html: Hosting serves an existing file before any rewrite, and a root
 * index.html would answer `/` itself, never home's function. Hosting's catch-all rewrite (firebase.json `**`) and the
 * page functions' template (seo/indexHtml.ts) name it; the web build writes it (web/vite.config.ts).
 */
export const APP_SHELL_FILE = 'app.html';
