import type { EndpointName } from './endpoints.js';

/** What an injected fault does to a matching request. */
export type FaultBehaviour =
  | { kind: 'error'; status: number }
  | { kind: 'delay'; delayMs: number }
  | { kind: 'timeout' };

/** A fault to inject: on one endpoint or all, for the next `count` requests and/or for `durationMs`. */
export type FaultSpec = FaultBehaviour & { endpoint: EndpointName | 'all'; count?: number; durationMs?: number };

/** A fault as the control API lists it. */
export type ActiveFault = FaultBehaviour & {
  id: number;
  endpoint: EndpointName | 'all';
  remaining: number | null;
  until: number | null;
};

/** Injected faults, matched in the order they were added. */
export type FaultRegistry = ReturnType<typeof createFaultRegistry>;

/** Creates an empty registry. */
export function createFaultRegistry() {
  let faults: ActiveFault[] = [];
  let nextId = 1;
  const prune = (now: number) => {
    faults = faults.filter((fault) => fault.remaining !== 0 && (fault.until === null || now < fault.until));
  };
  return {
    /** Adds a fault; without count or duration it hits the next request only. */
    add(spec: FaultSpec, now: number): ActiveFault {
      const { endpoint, count, durationMs, ...behaviour } = spec;
      const remaining = count ?? (durationMs === undefined ? 1 : null);
      const until = durationMs === undefined ? null : now + durationMs;
      const fault: ActiveFault = { ...behaviour, id: nextId++, endpoint, remaining, until };
      faults.push(fault);
      return fault;
    },
    /** The fault that applies to this request, if any, counting it as used. */
    take(endpoint: EndpointName, now: number): ActiveFault | undefined {
      prune(now);
      const fault = faults.find((candidate) => candidate.endpoint === 'all' || candidate.endpoint === endpoint);
      if (fault?.remaining != null) fault.remaining--;
      return fault;
    },
    list(now: number): ActiveFault[] {
      prune(now);
      return faults.map((fault) => ({ ...fault }));
    },
    clear(): void {
      faults = [];
    },
  };
}
