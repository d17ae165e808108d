-- Issue 12: the recipe's calories for analytics (002 §2 "Dietary and nutrition": average calories, low/medium/high
-- bands from the enterprise thresholds). calories is per serving, total_calories the whole dish; both null until
-- the calorie job has calculated them (calories_status says where it is).
alter table public.recipes
  add column calories       integer check (calories is null or calories >= 0),
  add column total_calories integer check (total_calories is null or total_calories >= 0);
