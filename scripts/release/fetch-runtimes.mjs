#!/usr/bin/env node
// `make release-deps`: puts the pinned Node package of every release target in the local cache (npm registry, once).
// Afterwards `make dist`, `make release` and `make deb` need no network.
import { NODE_VERSION, TARGETS, fetchPackage, packagePath } from './runtime.mjs';
import { runMain } from './quiet.mjs';

runMain(() => {
  for (const t of TARGETS) {
    if (fetchPackage(t.pkg)) console.log(`fetched ${t.pkg}@${NODE_VERSION} -> ${packagePath(t.pkg)}`);
  }
});
