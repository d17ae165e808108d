/** The shopping group's handlers (contracts in domain/contracts/shopping.ts): the platform admits the caller. */
import type { shopping } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import { db } from '../platform/firebase';
import { getMirror } from '../platform/mirror/client';
import {
  addFromPlan,
  addLine,
  addRecipe,
  clearChecked,
  editLine,
  moveToAisle,
  removeLine,
  setStaple,
  shoppingList,
  type ShoppingDeps,
} from './service';

const deps = (): ShoppingDeps => ({ db: db(), mirror: getMirror() });

export const listHandler: CallableHandler<typeof shopping.shoppingList> = (_input, request) =>
  shoppingList(deps(), request.uid);

export const addHandler: CallableHandler<typeof shopping.shoppingAdd> = (input, request) =>
  addLine(deps(), request.uid, input);

export const addRecipeHandler: CallableHandler<typeof shopping.shoppingAddRecipe> = (input, request) =>
  addRecipe(deps(), request.uid, input.recipeId, input.servings);

export const fromPlanHandler: CallableHandler<typeof shopping.shoppingFromPlan> = (input, request) =>
  addFromPlan(deps(), request.uid, input.days);

export const editHandler: CallableHandler<typeof shopping.shoppingEdit> = (input, request) =>
  editLine(deps(), request.uid, input.lineId, input.text);

export const removeHandler: CallableHandler<typeof shopping.shoppingRemove> = (input, request) =>
  removeLine(deps(), request.uid, input.lineId);

export const clearCheckedHandler: CallableHandler<typeof shopping.shoppingClearChecked> = (_input, request) =>
  clearChecked(deps(), request.uid);

export const moveAisleHandler: CallableHandler<typeof shopping.shoppingMoveAisle> = (input, request) =>
  moveToAisle(deps(), request.uid, input.lineId, input.aisle);

export const setStapleHandler: CallableHandler<typeof shopping.shoppingSetStaple> = (input, request) =>
  setStaple(deps(), request.uid, input.food, input.staple);
