/**
 * The query of the campus's emergency alerts and their reach (issue 29), here because two admin
 * features need it: the reach report reads it, and a broadcast's save or clear, which raises an
 * alert or its all-clear, invalidates it.
 */
export const alertReachKey = ['admin-emergency-alerts'] as const;
