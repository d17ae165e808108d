/** The analytics screen's texts the server answers with (002 §8 "Admin dashboard and users"). */
export const ANALYTICS_MESSAGES = {
  unavailable: 'Error loading enhanced analytics',
  aggregationsFailed: 'Failed to initialize',
} as const;
