import { Callout, FormGroup, HTMLSelect, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { PLACE_ADMIN_MESSAGES, slugFromTitle } from '@portal/contract';
import { useId } from 'react';
import { useGroups } from '@/features/admin/api/groups.ts';
import { AudienceGroups } from '@/features/admin/components/audience-groups.tsx';
import { useKeyLearningAreas } from '../api/key-learning-areas.ts';
import { useAdminPlace, useSavePlace } from '../api/places.ts';
import { emptyPlaceForm, placeFormErrors, placeFormOf } from '../lib/place-form.ts';
import { fieldMessage } from '@/features/admin/lib/field-message.tsx';
import { useEditorForm } from '../lib/use-editor-form.ts';
import { EditorActions } from './editor-actions.tsx';
import { TextAreaField, TextField } from './editor-fields.tsx';
import { LoadProblems } from './load-problems.tsx';
import './place-and-page-editors.css';

/**
 * The Place editor (admin spec 2 and 5): a new place, or the one with this id. Save checks the
 * form with the contract's rules (nothing is sent while a message shows), stores it and goes
 * back to the Places tab with 'Place saved successfully.'; Cancel goes back unsaved.
 */
export function PlaceEditor({ placeUid }: { placeUid?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const stored = useAdminPlace(placeUid);
  const areas = useKeyLearningAreas();
  const groups = useGroups();
  const save = useSavePlace();
  const { form, errors, set, textField, busy, submit, formRef, cancel } = useEditorForm({
    stored: stored.data,
    isNew: !placeUid,
    empty: emptyPlaceForm,
    formOf: placeFormOf,
    check: placeFormErrors,
    save,
    variablesOf: (data) => ({ placeUid, data }),
    savedMessage: PLACE_ADMIN_MESSAGES.saved,
  });

  if (placeUid && stored.isError) {
    return (
      <Callout intent={Intent.DANGER} title={t`This place cannot be opened`}>
        {i18n._(stored.error.message)}
      </Callout>
    );
  }
  if (!form) return <Spinner size={40} aria-label={t`Loading`} />;

  return (
    <form ref={formRef} className="place-editor editor-form" aria-labelledby="screen-title" noValidate onSubmit={submit}>
      <LoadProblems errors={[areas.error, groups.error]} />
      <TextField label={t`Place ID`} labelInfo={t`(course id, numbers only)`} inputMode="numeric" maxLength={12} {...textField('place_id', form)} />
      <TextField label={t`Place`} maxLength={200} {...textField('place', form)} />
      <FormGroup label={t`Slug`} labelFor={`${id}-slug`} helperText={t`Made from the place.`}>
        <InputGroup id={`${id}-slug`} value={slugFromTitle(form.place)} readOnly />
      </FormGroup>
      <TextAreaField label={t`Description`} maxLength={2000} {...textField('description', form)} />
      <TextField label={t`Intended audience`} maxLength={300} {...textField('intended_audience', form)} />
      <TextField
        label={t`Editors`}
        labelInfo={t`(usernames of your campus separated by commas, no spaces: editor1,tom.walsh)`}
        maxLength={2000}
        {...textField('editors', form)}
      />
      <FormGroup label={t`Key learning area`} labelFor={`${id}-kla`} {...fieldMessage(errors.klaUid && i18n._(errors.klaUid))}>
        <HTMLSelect
          id={`${id}-kla`}
          value={form.klaUid}
          disabled={busy}
          onChange={(event) => set('klaUid', event.currentTarget.value)}
          options={[
            { value: '', label: t`No key learning area` },
            ...(areas.data ?? []).map((area) => ({ value: area.klaUid, label: area.key_learning_area })),
          ]}
        />
      </FormGroup>
      <AudienceGroups
        groups={groups.data ?? []}
        selected={form.group_ids}
        onChange={(groupIds) => set('group_ids', groupIds)}
        disabled={busy}
        hint={t`No group chosen: the place is for every reader of the campus. Staff and its editors can always read it.`}
      />

      <EditorActions noun="place" failure={save.error} busy={busy} onCancel={cancel} />
    </form>
  );
}
