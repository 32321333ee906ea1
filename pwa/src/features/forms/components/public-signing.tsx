import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePublicSigning, useSignByLink, type PublicSigningCall } from '../api/public-signing.ts';
import { SigningForm, type Signature } from './signing-form.tsx';
import './forms.css';

/** Said once the link's form is signed, and focused: the page has nothing else to do. */
function SignedNow({ signedAt }: { signedAt: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <p className="form-note" ref={note} tabIndex={-1} role="status">
      <Trans>
        Signed on <DateDisplay value={signedAt} withTime />. A receipt was emailed to you.
      </Trans>
    </p>
  );
}

/** A refusal the person cannot cure by trying again (a link altered or expired) is shown without 'Try again'. */
const mayRetry = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The page an emailed signing link opens, without sign-in: the form for the child the link
 * names, with the same questions and signature step as the signed-in page (any name may be
 * typed: the link stands for the recipient). A used link says only when it was signed, never
 * what was answered (a forwarded link must not show it); a closed form says so; an altered or
 * expired link shows the server's words.
 */
export function PublicSigning({ call, token }: { call: PublicSigningCall; token: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const signing = usePublicSigning(call, token);
  const sign = useSignByLink(call, token);

  if (sign.data) return <SignedNow signedAt={sign.data.signed_at} />;
  if (signing.isPending) return <Loading label={t`Loading form…`} />;
  if (signing.isError)
    return <ErrorMessage error={signing.error} onRetry={mayRetry(signing.error) ? () => void signing.refetch() : undefined} />;

  const record = signing.data;
  if (record.state === 'signed') {
    return (
      <p className="form-note">
        <Trans>
          This form was signed on <DateDisplay value={record.signed_at} withTime />.
        </Trans>
      </p>
    );
  }
  if (record.state === 'closed') {
    return (
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{record.title}</h2>
        <p className="form-note">
          <Trans>This form is closed.</Trans>
        </p>
      </section>
    );
  }

  const { form, student_name: childName } = record;
  function onSign(signature: Signature) {
    sign.mutate({ ...signature, content_hash: form.content_hash, device_time: new Date().toISOString() });
  }
  return (
    <article className="public-signing" aria-labelledby={titleId}>
      <h2 id={titleId}>{form.title}</h2>
      <p className="card__meta">
        <span>
          <Trans>For {childName}</Trans>
        </span>
        <span>
          <Trans>
            Due <DateDisplay value={form.due_at} withTime />
          </Trans>
        </span>
      </p>
      {/* The body is sanitised by the server with the rich-text allow-list before it is stored, as a notice's is. */}
      <div className="rich-text form-body" dir="auto" dangerouslySetInnerHTML={{ __html: form.body }} />
      {form.open ? (
        <SigningForm
          questions={form.questions}
          nameLabel={t`Type your full name`}
          nameProblem={(typed) => (typed.trim() ? null : t`Type your full name to sign.`)}
          statements={[record.statement]}
          pending={sign.isPending}
          serverError={sign.error}
          onSign={onSign}
        />
      ) : (
        <p className="form-note">
          <Trans>This form is closed.</Trans>
        </p>
      )}
    </article>
  );
}
