/** /admin's overview (spec 002 §2, §3 "Admin analytics response data": users, recipes, topRecipes). */
export interface OverviewRecipe {
  id: string;
  title: string;
  views: number;
  rating: number;
  totalRatings: number;
}

export interface AdminOverview {
  users: { total: number; active: number; inactive: number };
  /** Each visibility on its own: followers-only recipes are neither public nor private. */
  recipes: { total: number; private: number; followers: number; public: number };
  topRecipes: { mostViewed: OverviewRecipe[]; highestRated: OverviewRecipe[] };
}
