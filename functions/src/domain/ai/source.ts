/** Who answered an AI task (decision 0015): the model in production, or the project's own offline code. */
export type AiSource = 'model' | 'offline';
