// The production dependencies of a Session: the engines, the worker-thread search service and the topology
// description. Kept apart from session.ts so that unit tests can build a Session from fakes.
import { buildEngineInSteps } from '../../engines/index';
import { machineCores } from '../search/threads';
import { createSearchService } from '../search/worker-host';
import { describeVariant, topologyLines } from '../topology/describe';
import type { SessionDeps } from './session';

export function defaultSessionDeps(logError: (message: string) => void): SessionDeps {
  return {
    buildEngine: buildEngineInSteps,
    createSearchService,
    topologyLines: (variant, rules) => topologyLines(describeVariant(variant, rules)),
    logError,
    cores: machineCores(),
  };
}
