import type { GroupRecord } from '@portal/contract';
import { useId, useMemo, useState } from 'react';
import './audience-groups.css';

type AudienceGroupsProps = {
  groups: readonly GroupRecord[];
  selected: readonly string[];
  onChange: (groupIds: string[]) => void;
  disabled?: boolean;
  /** What choosing no group means for this kind of record (shown while none is chosen). */
  hint?: string;
};

const OTHER_TYPE = 'Other';

/** One type's groups in a collapsible section, with its own name filter (admin spec 2). */
function GroupTypeSection({ type, groups, selected, onToggle, disabled }: { type: string; groups: GroupRecord[]; selected: ReadonlySet<string>; onToggle: (groupUid: string) => void; disabled: boolean }) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = groups.filter((group) => selected.has(group.groupUid)).length;
  const shown = groups.filter((group) => group.groupname.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <details className="audience-groups__type" open={chosen > 0 || undefined}>
      <summary>
        {type} <span className="audience-groups__count">({chosen} of {groups.length} chosen)</span>
      </summary>
      <label htmlFor={filterId} className="visually-hidden">
        Filter {type} groups by name
      </label>
      <input id={filterId} type="search" placeholder={`Filter ${type} groups`} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <ul className="audience-groups__list">
        {shown.map((group) => (
          <li key={group.groupUid}>
            <label>
              <input type="checkbox" checked={selected.has(group.groupUid)} disabled={disabled} onChange={() => onToggle(group.groupUid)} /> {group.groupname}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="audience-groups__none">No groups match.</li>}
      </ul>
    </details>
  );
}

/** Audience groups grouped by group type; none chosen means every group (the BFF's rule). */
export function AudienceGroups({ groups, selected, onChange, disabled = false, hint = 'No group chosen: the post is for every group.' }: AudienceGroupsProps) {
  const byType = useMemo(() => {
    const types = new Map<string, GroupRecord[]>();
    for (const group of [...groups].sort((a, b) => a.groupname.localeCompare(b.groupname))) {
      const type = group.grouptype || OTHER_TYPE;
      types.set(type, [...(types.get(type) ?? []), group]);
    }
    return [...types].sort(([a], [b]) => a.localeCompare(b));
  }, [groups]);
  const chosen = new Set(selected);
  const chosenNames = groups.filter((group) => chosen.has(group.groupUid)).map((group) => group.groupname);
  const toggle = (groupUid: string) => onChange(chosen.has(groupUid) ? selected.filter((id) => id !== groupUid) : [...selected, groupUid]);

  return (
    <fieldset className="audience-groups">
      <legend>Audience groups</legend>
      <p className="audience-groups__hint" aria-live="polite">
        {chosenNames.length === 0 ? hint : `Chosen: ${chosenNames.join(', ')}.`}
      </p>
      {byType.map(([type, ofType]) => (
        <GroupTypeSection key={type} type={type} groups={ofType} selected={chosen} onToggle={toggle} disabled={disabled} />
      ))}
    </fieldset>
  );
}
