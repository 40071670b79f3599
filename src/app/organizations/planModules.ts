import { isRecord } from '../../../common/isRecord.ts';

/** The modules a plan can enable (nhost/README.md: `plan.configuration.modules`). */
export interface PlanModules {
  readonly financial: boolean;
  readonly accounting: boolean;
  readonly dataroom: boolean;
}

/**
 * Reads which modules an organization's plan enables from its `configuration` (jsonb, so any shape may arrive): a
 * module is enabled only when `configuration.modules.<module>` is `true`. No plan, or a configuration of another
 * shape, enables nothing, so a screen never offers a module the organization has not paid for.
 */
export function planModules(configuration: unknown): PlanModules {
  const modules = isRecord(configuration) && isRecord(configuration.modules) ? configuration.modules : {};
  return {
    financial: modules.financial === true,
    accounting: modules.accounting === true,
    dataroom: modules.dataroom === true,
  };
}
