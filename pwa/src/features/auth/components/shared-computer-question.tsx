import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '@portal/contract';
import { useEffect, useId, useRef } from 'react';
import { LanguageControl } from '@/components/ui/language-control.tsx';
import { OFFLINE_DATA_MAX_AGE_DAYS, type DeviceAnswer } from '@/offline/device.ts';
import './shared-computer-question.css';

type SharedComputerQuestionProps = {
  /** The answer given before on this device; null the first time, when an answer is needed. */
  current: DeviceAnswer | null;
  onAnswer: (answer: DeviceAnswer) => void;
  /** Closed, answered or not (Escape or 'Keep my answer' when changing it). */
  onClose: () => void;
  /** The first thing a person sees after signing in: they can choose their language here. */
  onChooseLanguage: (language: Language) => Promise<void>;
};

/**
 * Asked in the app after sign-in (the sign-in page belongs to the identity provider), once
 * per device. A native modal dialog: the browser keeps focus inside it, makes the page
 * behind it inert and gives it the dialog role, named by its heading.
 */
export function SharedComputerQuestion({ current, onAnswer, onClose, onChooseLanguage }: SharedComputerQuestionProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const sharedId = useId();
  const ownId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // Opened once; StrictMode's second run finds it open. Unmounting removes it.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Closing it (rather than only unmounting) lets the browser move focus back where it was.
  const close = () => dialogRef.current?.close();
  const answer = (value: DeviceAnswer) => {
    close();
    onAnswer(value);
  };

  return (
    <dialog
      ref={dialogRef}
      className="device-question"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        // The first time there is no answer to fall back on, so Escape does not skip it.
        if (current === null) event.preventDefault();
      }}
      onClose={onClose}
    >
      <LanguageControl className="device-question__language" onChosen={onChooseLanguage} />
      <h2 id={titleId} className="device-question__title">
        <Trans>Is this a shared computer?</Trans>
      </h2>
      <p id={introId}>
        {current === null
          ? t`We ask once on each device. You can change your answer at the bottom of any screen.`
          : current === 'own'
            ? t`Your answer now: No, this is my own device.`
            : t`Your answer now: Yes, a shared computer.`}
      </p>
      <ul className="device-question__options">
        <li>
          <button type="button" className="button" aria-describedby={sharedId} onClick={() => answer('shared')}>
            <Trans>Yes, a shared computer</Trans>
          </button>
          <p id={sharedId}>
            <Trans>
              For a computer other people use too. Nothing is saved on it: screens load from the internet, and nothing of yours is
              left behind when you sign out.
            </Trans>
          </p>
        </li>
        <li>
          <button type="button" className="button" aria-describedby={ownId} onClick={() => answer('own')}>
            <Trans>No, this is my own device</Trans>
          </button>
          <p id={ownId}>
            <Trans>
              What you read is saved on this device, so you can read it offline for up to {OFFLINE_DATA_MAX_AGE_DAYS} days after
              you last signed in.
            </Trans>
          </p>
        </li>
      </ul>
      {current ? (
        <button type="button" className="button button--secondary" onClick={close}>
          <Trans>Keep my answer</Trans>
        </button>
      ) : null}
    </dialog>
  );
}
