import { Checkbox, FormGroup, TextArea } from '@blueprintjs/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORM_USER_TYPES, type FormUserType, type GroupRecord } from '@portal/contract';
import { useId } from 'react';
import { AudienceGroups } from '@/features/admin/components/audience-groups.tsx';
import { FieldMessage } from '@/features/admin/lib/field-message.tsx';
import { SCHOOL_YEARS } from '../lib/form-editor-form.ts';

export type FormAudienceValue = { user_types: FormUserType[]; years: number[]; groups: string[]; students: string };

const USER_TYPE_LABELS: Record<FormUserType, MessageDescriptor> = { carers: msg`Carers`, students: msg`Students` };

/**
 * Who the chosen user types bring in, in words, as the checkboxes beside it show it. Each case is
 * a whole sentence, so a language puts its own words around the names.
 */
function userTypesSummary(chosen: readonly FormUserType[], i18n: I18n): string {
  const carers = chosen.includes('carers');
  const students = chosen.includes('students');
  if (carers && students) return i18n._(msg`Chosen: Carers and Students: every student of the school.`);
  if (carers)
    return i18n._(
      msg`Chosen: Carers: every student of the school, answered by their carers. The years, groups and students below add no one.`,
    );
  if (students)
    return i18n._(
      msg`Chosen: Students: every student of the school, answering for themselves. The years, groups and students below add no one.`,
    );
  return i18n._(msg`No user type chosen: the form is for the years, groups and students chosen below.`);
}

type FormAudienceProps = {
  value: FormAudienceValue;
  /** The campus's groups, for the picker. */
  groups: readonly GroupRecord[];
  error: string | undefined;
  disabled: boolean;
  onChange: (audience: FormAudienceValue) => void;
};

/**
 * Who the form is for: every student of the school by user type (answered by their carers, or by
 * themselves), else any student of the chosen years, in one of the chosen groups, or named by
 * student number. The audience names groups by name (as the directory gives them to students), so
 * the picker's choices are turned into names; a stored name no group has any more is kept.
 */
export function FormAudience({ value, groups, error, disabled, onChange }: FormAudienceProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const known = new Map(groups.map((group) => [group.groupUid, group.groupname]));
  const knownNames = new Set(known.values());
  const chosenUids = groups.filter((group) => value.groups.includes(group.groupname)).map((group) => group.groupUid);
  const unknownNames = value.groups.filter((name) => !knownNames.has(name));
  // The school's own years, and any other a stored form names.
  const years = [...new Set([...SCHOOL_YEARS, ...value.years])].sort((a, b) => a - b);

  const toggleUserType = (userType: FormUserType, checked: boolean) =>
    onChange({
      ...value,
      user_types: FORM_USER_TYPES.filter((each) => (each === userType ? checked : value.user_types.includes(each))),
    });
  const toggleYear = (year: number, checked: boolean) =>
    onChange({ ...value, years: checked ? [...value.years, year] : value.years.filter((each) => each !== year) });

  return (
    <fieldset className="form-audience" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        <Trans>Audience</Trans>
      </legend>
      {error && (
        <p className="form-audience__message">
          <FieldMessage id={`${id}-error`} message={error} />
        </p>
      )}
      <fieldset className="form-audience__user-types">
        <legend>
          <Trans>User types</Trans>
        </legend>
        {FORM_USER_TYPES.map((userType) => (
          <Checkbox
            key={userType}
            inline
            label={i18n._(USER_TYPE_LABELS[userType])}
            checked={value.user_types.includes(userType)}
            disabled={disabled}
            onChange={(event) => toggleUserType(userType, event.currentTarget.checked)}
          />
        ))}
        <p className="form-audience__hint" aria-live="polite">
          {userTypesSummary(value.user_types, i18n)}
        </p>
      </fieldset>
      <fieldset className="form-audience__years">
        <legend>
          <Trans>Years</Trans>
        </legend>
        {years.map((year) => (
          <Checkbox
            key={year}
            inline
            label={t`Year ${year}`}
            checked={value.years.includes(year)}
            disabled={disabled}
            onChange={(event) => toggleYear(year, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <AudienceGroups
        groups={groups}
        selected={chosenUids}
        disabled={disabled}
        hint={t`No group chosen.`}
        onChange={(uids) => onChange({ ...value, groups: [...unknownNames, ...uids.map((uid) => known.get(uid) ?? uid)] })}
      />
      <FormGroup
        label={t`Named students`}
        labelFor={`${id}-students`}
        helperText={t`Student numbers, separated by commas or new lines.`}
      >
        <TextArea
          id={`${id}-students`}
          value={value.students}
          fill
          disabled={disabled}
          onChange={(event) => onChange({ ...value, students: event.currentTarget.value })}
        />
      </FormGroup>
    </fieldset>
  );
}
