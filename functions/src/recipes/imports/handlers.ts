/**
 * recipes-imports' handlers (contracts in domain/contracts/fileImports.ts): signed in (the contract) → CREATE_RECIPE's
 * bot check at the start, as recipes-create → service. The job itself runs in recipes-importFile (index.ts).
 */
import type { fileImports } from '../../domain/contracts';
import { assertHuman, getBotVerifier } from '../../platform/botCheck';
import { type ContractRouteHandler, PRIVATE, reply } from '../../platform/http';
import { getImageHost } from '../../platform/imageHost';
import { recipesDeps } from '../deps';
import type { FileImportDeps } from './run';
import { startFileImport, storeFileImportPart } from './upload';

export const startFileImportHandler: ContractRouteHandler<typeof fileImports.startFileImport> = async ({
  uid,
  input,
}) => {
  await assertHuman(getBotVerifier(), input.botToken, 'CREATE_RECIPE');
  return reply(200, await startFileImport(recipesDeps(), uid, input), PRIVATE);
};

export const fileImportPartHandler: ContractRouteHandler<typeof fileImports.fileImportPart> = async ({
  uid,
  input,
}) => reply(200, await storeFileImportPart(recipesDeps(), uid, input), PRIVATE);

/**
 * The import's recipes are held by the cook's total (maxRecipesPerUser) but not by the daily limit, which would stop
 * a file at its tenth recipe: the file is one act of the cook's, with its own limits (decision 0067).
 */
export const fileImportDeps = (): FileImportDeps => ({
  ...recipesDeps(),
  dailyRecipeLimit: false,
  host: getImageHost,
});
