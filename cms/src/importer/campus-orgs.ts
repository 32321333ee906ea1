import { CAMPUSES, isCampus, type Campus } from '@portal/contract';

/** The setting that says which OneRoster school orgs are which campus (README.md: "Campuses"). */
export const CAMPUS_ORGS_SETTING = 'ONEROSTER_CAMPUS_ORGS';

/**
 * Reads ONEROSTER_CAMPUS_ORGS, `sydney:org-1,org-2;armidale:org-7` (campus, then the
 * sourcedIds of its school orgs), into org -> campus; null when it is not set (a school org's
 * identifier is then its campus key, as before the setting). Throws, in words (the setting's
 * name left for the caller to put first), on a setting that cannot be meant: an unknown
 * campus, a campus without orgs, an org given twice.
 */
export const campusOrgsOf = (setting: string | undefined): Map<string, Campus> | null => {
  if (setting === undefined || setting.trim() === '') return null;
  const orgs = new Map<string, Campus>();
  for (const part of setting
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const separator = part.indexOf(':');
    const campus = separator === -1 ? part : part.slice(0, separator).trim();
    if (!isCampus(campus)) {
      throw new Error(
        `"${campus}" is not a campus of the portal (${CAMPUSES.join(', ')}); write it as sydney:org-1,org-2;armidale:org-7`,
      );
    }
    const ids =
      separator === -1
        ? []
        : part
            .slice(separator + 1)
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean);
    if (ids.length === 0) throw new Error(`${campus} names no school org; write it as ${campus}:<sourcedId>,<sourcedId>`);
    for (const id of ids) {
      const already = orgs.get(id);
      if (already) throw new Error(`org ${id} is given for ${already} and again for ${campus}; an org belongs to one campus`);
      orgs.set(id, campus);
    }
  }
  return orgs.size > 0 ? orgs : null;
};
