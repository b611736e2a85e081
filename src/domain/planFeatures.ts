import type { components } from '../api/schema'

type PlanFeature = components['schemas']['PlanFeature']

/** SPEC §2: features whose name is fees are hidden on the plan cards. */
export function visibleFeatures(features: PlanFeature[]): PlanFeature[] {
  return features.filter((feature) => feature.name.trim().toLowerCase() !== 'fees')
}
