import type { ReactNode } from 'react';
import { Checkbox, Field, Flex, Typography } from '@strapi/design-system';
import { AUDIENCE_KINDS, type AudienceKind } from '@portal/contract';

/** What the content manager hands a custom field's input (the field's props and its form state). */
type AudienceInputProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  value?: unknown;
  error?: string;
  onChange: (name: string, value: AudienceKind[]) => void;
};

/** The portal's words for each reader kind (as its own post editor shows them). */
export const AUDIENCE_LABELS: Record<AudienceKind, string> = { student: 'Students', carer: 'Carers', staff: 'Staff' };

/** The kinds stored, in the contract's order; anything else a hand-typed list held is dropped on the next change. */
export function chosenKinds(value: unknown): AudienceKind[] {
  const stored = Array.isArray(value) ? value : [];
  return AUDIENCE_KINDS.filter((kind) => stored.includes(kind));
}

/** Who is chosen, in words (none chosen is every reader). */
export function audienceSummary(chosen: readonly AudienceKind[]): string {
  if (chosen.length === 0) return 'None chosen: every reader (students, carers and staff).';
  const names = chosen.map((kind) => AUDIENCE_LABELS[kind]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return names.length === AUDIENCE_KINDS.length ? `Chosen: ${list} (every reader).` : `Chosen: ${list} only.`;
}

/**
 * An audience (`user_types`) ticked from the contract's reader kinds instead of typed as JSON;
 * it stores the same JSON list the portal's admin area writes (`["carer", "staff"]`).
 */
export default function AudienceInput({ name, label, hint, required, disabled = false, value, error, onChange }: AudienceInputProps) {
  const chosen = chosenKinds(value);
  const toggle = (kind: AudienceKind, on: boolean) => onChange(name, AUDIENCE_KINDS.filter((each) => (each === kind ? on : chosen.includes(each))));
  return (
    <Field.Root name={name} id={name} hint={hint} error={error} required={required}>
      <Flex direction="column" alignItems="stretch" gap={2} role="group" aria-labelledby={`${name}-audience-label`}>
        <Field.Label id={`${name}-audience-label`}>{label}</Field.Label>
        <Flex gap={5} wrap="wrap">
          {AUDIENCE_KINDS.map((kind) => (
            <Checkbox key={kind} name={`${name}.${kind}`} checked={chosen.includes(kind)} disabled={disabled} onCheckedChange={(checked) => toggle(kind, checked === true)}>
              {AUDIENCE_LABELS[kind]}
            </Checkbox>
          ))}
        </Flex>
        <Typography variant="pi" textColor="neutral600">
          {audienceSummary(chosen)}
        </Typography>
        <Field.Hint />
        <Field.Error />
      </Flex>
    </Field.Root>
  );
}
