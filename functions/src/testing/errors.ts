import { AppError } from '../domain/errors';

/** The AppError a promise rejects with (fails the test when it resolves or rejects with something else). */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError, but the call succeeded');
}
