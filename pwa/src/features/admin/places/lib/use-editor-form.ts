import { Intent } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { PLACES_TAB_HREF } from './places-tab.ts';
import { useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { serverFieldMessages } from '@/features/admin/lib/form-errors.ts';

/** The fields of a form that hold text. */
type TextFieldName<Form> = { [K in keyof Form]-?: Form[K] extends string ? K : never }[keyof Form];

/** The save of an editor (a TanStack mutation): its variables are made from the form. */
type EditorSave<Variables> = {
  isPending: boolean;
  mutate(variables: Variables, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
};

type EditorFormOptions<Form, StoredRecord, Variables> = {
  /** The record being edited, once loaded; a new one has none. */
  stored: StoredRecord | undefined;
  isNew: boolean;
  empty: () => Form;
  formOf: (record: StoredRecord) => Form;
  /** The contract's rules: a message per field that breaks one. */
  check: (form: Form) => Partial<Record<keyof Form, string>>;
  save: EditorSave<Variables>;
  variablesOf: (form: Form) => Variables;
  /** The spec's notice once saved ('Place saved successfully.'), a contract text shown in the person's language. */
  savedMessage: string;
};

/**
 * The place and page editors' form (admin spec 2 and 5): the stored record's fields once it has
 * loaded (a new one starts empty), each field's message, and Save: the form is checked with
 * the contract's rules (nothing is sent while a message shows, and the focus goes to the
 * first field with one), then stored, and the Places tab opens with the spec's notice; a
 * message the server gives a field shows under it as the form's own do.
 */
export function useEditorForm<Form extends object, StoredRecord, Variables>({
  stored,
  isNew,
  empty,
  formOf,
  check,
  save,
  variablesOf,
  savedMessage,
}: EditorFormOptions<Form, StoredRecord, Variables>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState<Form | null>(isNew ? empty() : null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const { ref: formRef, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();

  useEffect(() => {
    if (stored) setForm(formOf(stored));
  }, [stored, formOf]);

  const busy = save.isPending;

  /** Changes one field; its message goes until the next Save. */
  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** What a TextField or TextAreaField (components/editor-fields.tsx) of a loaded form needs: its id, text, message and change. */
  const textField = <K extends TextFieldName<Form>>(name: K, loaded: Form) => ({
    id: `${id}-${String(name)}`,
    value: loaded[name] as string,
    error: errors[name],
    disabled: busy,
    onChange: (value: string) => set(name, value as Form[K]),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || busy) return;
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstMessage();
      return;
    }
    save.mutate(variablesOf(form), {
      onSuccess: () => {
        showAdminToast({ message: i18n._(savedMessage), intent: Intent.SUCCESS });
        navigate(PLACES_TAB_HREF);
      },
      // The server's message for a field shows under it too (a username nobody of the campus has).
      onError: (error) => {
        const refused = serverFieldMessages(error, form);
        if (Object.keys(refused).length === 0) return;
        setErrors(refused);
        focusFirstMessage();
      },
    });
  }

  return { form, setForm, errors, setErrors, set, textField, busy, submit, formRef, cancel: () => navigate(PLACES_TAB_HREF) };
}
