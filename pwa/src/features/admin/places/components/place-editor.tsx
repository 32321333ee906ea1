import { Callout, FormGroup, HTMLSelect, InputGroup, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { PLACE_ADMIN_MESSAGES, slugFromTitle } from '@portal/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { useGroups } from '@/features/admin/post-editor/api/groups.ts';
import { AudienceGroups } from '@/features/admin/post-editor/components/audience-groups.tsx';
import { useKeyLearningAreas } from '../api/key-learning-areas.ts';
import { useAdminPlace, useSavePlace } from '../api/places.ts';
import { emptyPlaceForm, placeFormErrors, placeFormOf, type PlaceEditorForm, type PlaceFormErrors } from '../lib/place-form.ts';
import { fieldMessage } from '../lib/field-message.tsx';
import { PLACES_TAB_HREF } from '../lib/places-tab.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { EditorActions } from './editor-actions.tsx';
import { LoadProblems } from './load-problems.tsx';
import './place-and-page-editors.css';

/**
 * The Place editor (admin spec 2 and 5): a new place, or the one with this id. Save checks the
 * form with the contract's rules (nothing is sent while a message shows), stores it and goes
 * back to the Places tab with 'Place saved successfully.'; Cancel goes back unsaved.
 */
export function PlaceEditor({ placeUid }: { placeUid?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const stored = useAdminPlace(placeUid);
  const areas = useKeyLearningAreas();
  const groups = useGroups();
  const save = useSavePlace();
  const [form, setForm] = useState<PlaceEditorForm | null>(placeUid ? null : emptyPlaceForm());
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [errors, setErrors] = useState<PlaceFormErrors>({});

  useEffect(() => {
    if (stored.data) setForm(placeFormOf(stored.data));
  }, [stored.data]);

  if (placeUid && stored.isError) {
    return (
      <Callout intent={Intent.DANGER} title="This place cannot be opened">
        {stored.error.message}
      </Callout>
    );
  }
  if (!form) return <Spinner size={40} aria-label="Loading" />;

  const busy = save.isPending;
  const set = <K extends keyof PlaceEditorForm>(field: K, value: PlaceEditorForm[K]) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || busy) return;
    const found = placeFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(
      { placeUid, data: form },
      {
        onSuccess: () => {
          showAdminToast({ message: PLACE_ADMIN_MESSAGES.saved, intent: Intent.SUCCESS });
          navigate(PLACES_TAB_HREF);
        },
      },
    );
  }

  return (
    <form ref={formRef} className="place-editor editor-form" aria-labelledby="screen-title" noValidate onSubmit={submit}>
      <LoadProblems errors={[areas.error, groups.error]} />
      <FormGroup
        label="Place ID"
        labelInfo="(course id, numbers only)"
        labelFor={`${id}-place-id`}
        {...fieldMessage(errors.place_id)}
      >
        <InputGroup
          id={`${id}-place-id`}
          inputMode="numeric"
          value={form.place_id}
          maxLength={12}
          disabled={busy}
          aria-invalid={Boolean(errors.place_id)}
          onValueChange={(value) => set('place_id', value)}
        />
      </FormGroup>
      <FormGroup label="Place" labelFor={`${id}-place`} {...fieldMessage(errors.place)}>
        <InputGroup
          id={`${id}-place`}
          value={form.place}
          maxLength={200}
          disabled={busy}
          aria-invalid={Boolean(errors.place)}
          onValueChange={(value) => set('place', value)}
        />
      </FormGroup>
      <FormGroup label="Slug" labelFor={`${id}-slug`} helperText="Made from the place.">
        <InputGroup id={`${id}-slug`} value={slugFromTitle(form.place)} readOnly />
      </FormGroup>
      <FormGroup label="Description" labelFor={`${id}-description`} {...fieldMessage(errors.description)}>
        <TextArea
          id={`${id}-description`}
          value={form.description}
          maxLength={2000}
          fill
          disabled={busy}
          aria-invalid={Boolean(errors.description)}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label="Intended audience" labelFor={`${id}-audience`} {...fieldMessage(errors.intended_audience)}>
        <InputGroup
          id={`${id}-audience`}
          value={form.intended_audience}
          maxLength={300}
          disabled={busy}
          aria-invalid={Boolean(errors.intended_audience)}
          onValueChange={(value) => set('intended_audience', value)}
        />
      </FormGroup>
      <FormGroup
        label="Editors"
        labelInfo="(usernames separated by commas, no spaces: editor1,teacher2)"
        labelFor={`${id}-editors`}
        {...fieldMessage(errors.editors)}
      >
        <InputGroup
          id={`${id}-editors`}
          value={form.editors}
          maxLength={2000}
          disabled={busy}
          aria-invalid={Boolean(errors.editors)}
          onValueChange={(value) => set('editors', value)}
        />
      </FormGroup>
      <FormGroup label="Key learning area" labelFor={`${id}-kla`} {...fieldMessage(errors.klaUid)}>
        <HTMLSelect
          id={`${id}-kla`}
          value={form.klaUid}
          disabled={busy}
          onChange={(event) => set('klaUid', event.currentTarget.value)}
          options={[
            { value: '', label: 'No key learning area' },
            ...(areas.data ?? []).map((area) => ({ value: area.klaUid, label: area.key_learning_area })),
          ]}
        />
      </FormGroup>
      <AudienceGroups
        groups={groups.data ?? []}
        selected={form.group_ids}
        onChange={(groupIds) => set('group_ids', groupIds)}
        disabled={busy}
        hint="No group chosen: the place is for every reader of the campus. Staff and its editors can always read it."
      />

      <EditorActions noun="place" failure={save.error} busy={busy} onCancel={() => navigate(PLACES_TAB_HREF)} />
    </form>
  );
}
