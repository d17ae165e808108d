import type { AiSource } from '../../domain/ai/source';

/** Every AI task has two providers (decision 0015): the model's, and the offline one from the project's own data. */
export interface AiProvider {
  readonly source: AiSource;
}
