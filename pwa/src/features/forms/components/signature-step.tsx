import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field.tsx';

/** The id of the name field and of the "I agree" box: the error summary's links go there. */
export const signatureIds = (idPrefix: string) => ({ name: `${idPrefix}-signer-name`, agreed: `${idPrefix}-agreed` });

type SignatureStepProps = {
  idPrefix: string;
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  /** What the signer agrees to, for each child signed for: the server's words, which it stores with the answer. */
  statements: readonly string[];
  /** Each statement's translation into the language of the page, shown under it when the form is shown translated. */
  statementTranslations?: readonly (string | null)[] | undefined;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  errors: { signer_name?: string | undefined; agreed?: string | undefined };
};

/**
 * The signature: the signer's name typed, the statement they agree to (naming the child), and
 * "I agree". The statement is in the school's language, as it is hashed with the form's text;
 * beside a machine translation of the form, its translation is shown under it, to be read.
 */
export function SignatureStep({
  idPrefix,
  nameLabel,
  name,
  onName,
  statements,
  statementTranslations,
  agreed,
  onAgreed,
  errors,
}: SignatureStepProps) {
  const ids = signatureIds(idPrefix);
  const statementsId = useId();
  const agreedErrorId = `${ids.agreed}-error`;
  return (
    <fieldset className="signature-step">
      <legend className="signature-step__title">
        <Trans>Signature</Trans>
      </legend>
      <FormField id={ids.name} label={nameLabel} error={errors.signer_name} required>
        {(control) => (
          <input {...control} type="text" autoComplete="name" value={name} onChange={(event) => onName(event.target.value)} />
        )}
      </FormField>
      <div className="signature-step__statements" id={statementsId}>
        {statements.map((statement, index) => {
          const translated = statementTranslations?.[index];
          return (
            <div key={statement} className="signature-step__statement">
              <p lang="en" dir="ltr">
                {statement}
              </p>
              {translated ? (
                <p className="signature-step__translation">
                  <span className="signature-step__translation-label">
                    <Trans>Translation:</Trans>
                  </span>{' '}
                  {translated}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="checkbox-field">
        <input
          id={ids.agreed}
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgreed(event.target.checked)}
          required
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={[statementsId, errors.agreed ? agreedErrorId : null].filter(Boolean).join(' ')}
        />
        <label htmlFor={ids.agreed}>
          <Trans>I agree</Trans>
        </label>
      </div>
      {errors.agreed ? (
        <p className="field-error" id={agreedErrorId}>
          {errors.agreed}
        </p>
      ) : null}
    </fieldset>
  );
}
