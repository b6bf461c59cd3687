import { ALL_MENU_IDS, actionKey, menuIdsOf } from '@console/contract';
import type { Orm } from '../db/orm.ts';
import type { RegisteredAction } from './context.ts';
import type { JobDeclaration } from './jobs/job.ts';
import { type EntityPlacesRegistry, finderFor, type ScopedEntityLocators } from './scope.ts';

/** A server module: its actions and the locators of the scoped entities it owns. */
export interface ServerModule {
  name: string;
  actions: RegisteredAction[];
  scopedEntities?: ScopedEntityLocators;
  /** How rows of the scoped entities it owns are found for reference checks (ActionSpec.refs). */
  references?: EntityPlacesRegistry;
  /** Told the whole registry once it is built (the operation log names every action by its label). */
  registered?: (registry: Registry) => void;
  /**
   * Demo rows of the module's own tables (`npm start`, `SEED=demo`), run after the demo members and
   * rooms exist; running it again adds nothing. Other modules' data comes through their exported
   * functions, as in handlers. Keeps a new module's demo data in its own folder. `timeZone` is the
   * console's (a weekly star's week starts on its Monday).
   */
  demo?: (db: Orm, now: number, timeZone: string) => Promise<void>;
  /** Background jobs the module declares (its housekeeping, its scheduled checks); the engine runs them. */
  jobs?: JobDeclaration[];
}

/** A declared job and the module that declared it. */
export interface RegisteredJob {
  module: string;
  declaration: JobDeclaration;
}

export interface Registry {
  actions: ReadonlyMap<string, RegisteredAction>;
  locators: ScopedEntityLocators;
  references: EntityPlacesRegistry;
  jobs: ReadonlyMap<string, RegisteredJob>;
}

/**
 * Collects every module's actions. A duplicate key, a permission id the menu does not declare, a
 * re-check asked every time of an action that changes nothing, or a scoped action or reference whose
 * entity nobody locates stops the server at start rather than at the first call.
 */
export function buildRegistry(modules: readonly ServerModule[]): Registry {
  const actions = new Map<string, RegisteredAction>();
  const locators: ScopedEntityLocators = {};
  const references: EntityPlacesRegistry = {};
  for (const module of modules) {
    Object.assign(locators, module.scopedEntities);
    Object.assign(references, module.references);
  }
  for (const module of modules) {
    for (const action of module.actions) {
      const key = actionKey(action.spec);
      if (actions.has(key)) throw new Error(`action ${key} is declared twice`);
      const permission = action.spec.permission;
      if (typeof permission === 'object') {
        for (const id of menuIdsOf(permission.menu)) {
          if (!ALL_MENU_IDS.has(id)) throw new Error(`action ${key} needs menu id ${id}, which the menu does not declare`);
        }
      }
      // The engine spends the one-action re-check in the change's transaction, which only a mutating action opens.
      if (action.spec.recheckEachTime && !action.spec.mutates)
        throw new Error(`action ${key} asks every time but changes nothing`);
      const scope = action.spec.scope;
      if (scope && 'target' in scope && !locators[scope.target]) {
        throw new Error(`action ${key} is scoped to ${scope.target}, which no module locates`);
      }
      for (const [field, ref] of Object.entries(action.spec.refs ?? {})) {
        if (!finderFor(references, ref)) {
          throw new Error(`action ${key} checks ${field} as a ${ref.entity} by ${ref.by ?? 'id'}, which no module finds`);
        }
      }
      actions.set(key, action);
    }
  }
  const jobs = new Map<string, RegisteredJob>();
  for (const module of modules) {
    for (const declaration of module.jobs ?? []) {
      if (jobs.has(declaration.name)) throw new Error(`job ${declaration.name} is declared twice`);
      if (!/^[\w.-]+$/.test(declaration.name)) throw new Error(`job name ${declaration.name} has characters a queue name cannot`);
      jobs.set(declaration.name, { module: module.name, declaration });
    }
  }
  const registry = { actions, locators, references, jobs };
  for (const module of modules) module.registered?.(registry);
  return registry;
}
