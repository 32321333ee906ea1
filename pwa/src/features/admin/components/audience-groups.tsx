import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupRecord } from '@portal/contract';
import { useId, useMemo, useState } from 'react';
import './audience-groups.css';

type AudienceGroupsProps = {
  groups: readonly GroupRecord[];
  selected: readonly string[];
  onChange: (groupIds: string[]) => void;
  disabled?: boolean;
  /** What choosing no group means for this kind of record (shown while none is chosen), in the language shown. */
  hint?: string;
};

/** The section of groups without a type (shown in the language shown). */
const OTHER_TYPE = 'Other';

/** One type's groups in a collapsible section, with its own name filter (admin spec 2). */
function GroupTypeSection({ type: typeName, groups, selected, onToggle, disabled }: { type: string; groups: GroupRecord[]; selected: ReadonlySet<string>; onToggle: (groupUid: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  // The school's group types are its own names; only the section of those without one is ours.
  const type = typeName === OTHER_TYPE ? t`Other` : typeName;
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = groups.filter((group) => selected.has(group.groupUid)).length;
  const total = groups.length;
  const shown = groups.filter((group) => group.groupname.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <details className="audience-groups__type" open={chosen > 0 || undefined}>
      <summary>
        {type}{' '}
        <span className="audience-groups__count">
          <Trans>
            ({chosen} of {total} chosen)
          </Trans>
        </span>
      </summary>
      <label htmlFor={filterId} className="visually-hidden">
        <Trans>Filter {type} groups by name</Trans>
      </label>
      <input id={filterId} type="search" placeholder={t`Filter ${type} groups`} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <ul className="audience-groups__list">
        {shown.map((group) => (
          <li key={group.groupUid}>
            <label>
              <input type="checkbox" checked={selected.has(group.groupUid)} disabled={disabled} onChange={() => onToggle(group.groupUid)} /> {group.groupname}
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="audience-groups__none">
            <Trans>No groups match.</Trans>
          </li>
        )}
      </ul>
    </details>
  );
}

/** Audience groups grouped by group type; none chosen means every group (the BFF's rule). */
export function AudienceGroups({ groups, selected, onChange, disabled = false, hint }: AudienceGroupsProps) {
  const { t } = useLingui();
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
  // The school's names of its groups, as they are.
  const chosenList = chosenNames.join(', ');
  const toggle = (groupUid: string) => onChange(chosen.has(groupUid) ? selected.filter((id) => id !== groupUid) : [...selected, groupUid]);

  return (
    <fieldset className="audience-groups">
      <legend>
        <Trans>Audience groups</Trans>
      </legend>
      <p className="audience-groups__hint" aria-live="polite">
        {chosenNames.length === 0 ? (hint ?? t`No group chosen: the post is for every group.`) : t`Chosen: ${chosenList}.`}
      </p>
      {byType.map(([type, ofType]) => (
        <GroupTypeSection key={type} type={type} groups={ofType} selected={chosen} onToggle={toggle} disabled={disabled} />
      ))}
    </fieldset>
  );
}
