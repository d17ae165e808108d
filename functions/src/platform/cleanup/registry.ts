/**
 * A cleanup registry: when something is deleted (a recipe today; a user or a comment later), each domain group
 * contributes the steps that remove what it keeps about it, from its own folder, and the deleting service runs them
 * without knowing any other group's collections.
 *
 * The steps run one after another in the order the spec gives (declared once, with the registry), whatever order the
 * groups registered them in. A step that fails is logged and the next one runs ("log and continue": the deleted thing
 * is already gone from both stores). The report says, per step, how many things it removed or changed, or 'failed'.
 */
import * as logger from 'firebase-functions/logger';

export interface CleanupStep<Deps, Subject, Name extends string> {
  readonly name: Name;
  /** Removes or changes what this step owns; resolves to how many things it touched. */
  run(deps: Deps, subject: Subject): Promise<number>;
}

export type CleanupReport<Name extends string> = Record<Name, number | 'failed'>;

export interface CleanupRegistry<Deps, Subject, Name extends string> {
  register(step: CleanupStep<Deps, Subject, Name>): void;
  run(deps: Deps, subject: Subject, logContext: Record<string, unknown>): Promise<CleanupReport<Name>>;
}

/** `what` names the deleted thing in logs; `order` is every step's name, in the spec's order. */
export function cleanupRegistry<Deps, Subject, Name extends string>(
  what: string,
  order: readonly Name[],
): CleanupRegistry<Deps, Subject, Name> {
  const steps = new Map<Name, CleanupStep<Deps, Subject, Name>>();
  return {
    register(step) {
      if (!order.includes(step.name)) throw new Error(`${what} cleanup: unknown step ${step.name}`);
      // the same module loaded twice registers the same step again: keep the first
      if (!steps.has(step.name)) steps.set(step.name, step);
    },
    async run(deps, subject, logContext) {
      const report = {} as CleanupReport<Name>;
      for (const name of order) {
        try {
          const step = steps.get(name);
          if (!step) throw new Error(`no step registered for ${name}`);
          report[name] = await step.run(deps, subject);
        } catch (error) {
          report[name] = 'failed';
          logger.warn(`${what} cleanup step failed; continuing`, {
            ...logContext,
            step: name,
            error: String(error),
          });
        }
      }
      logger.info(`${what} cleanup done`, { ...logContext, report });
      return report;
    },
  };
}
