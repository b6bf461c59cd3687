import { isResource, type Resource } from '../resource/index.ts';
import * as modules from './index.ts';

/**
 * Every screen declared as a resource, found among the modules' exports (a module exports its
 * resources from its actions namespace, so adding one edits no list). The generated suites read it:
 * a browser smoke test per screen, and the server's authorization, audit and fuzz samples.
 */
export const RESOURCES: readonly Resource[] = [
  ...new Set(
    Object.values(modules).flatMap((exported) =>
      isResource(exported)
        ? [exported]
        : typeof exported === 'object' && exported !== null
          ? Object.values(exported).filter(isResource)
          : [],
    ),
  ),
];
