/** The meal plan's domain rules (issue 33 §1, decision 0063): the week, meals, limits, the entry's schema. */
export * from './entry';
export * from './meals';
export * from './week';
