import { Intent } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A field's message: read out when it appears, and focusable by the form (not by Tab) so a
 * refused save can bring a person to it. The message is the contract's text or the server's
 * (a form's check, or a refused save), shown in the language shown.
 */
export function FieldMessage({ message, id }: { message: string; id?: string }) {
  const { i18n } = useLingui();
  return (
    <span id={id} role="alert" tabIndex={-1} data-field-message="">
      {i18n._(message)}
    </span>
  );
}

/** A FormGroup's look and message for a field's error (the contract's or the server's text), under the field; otherwise its hint (in the language shown). */
export function fieldMessage(message: string | undefined, hint?: ReactNode) {
  return { intent: message ? Intent.DANGER : Intent.NONE, helperText: message ? <FieldMessage message={message} /> : hint };
}

/**
 * After a refused save, once the messages are on screen, scrolls the form's first message into
 * view and focuses it: a long form's message may lie far from the button that was pressed, and
 * without this nothing seems to happen.
 */
export function useFocusFirstMessage<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    const message = ref.current?.querySelector<HTMLElement>('[data-field-message]');
    if (!message) return;
    // jsdom has no scrolling; browsers do.
    message.scrollIntoView?.({ block: 'center' });
    message.focus({ preventScroll: true });
  }, [requests]);
  return { ref, focusFirstMessage: () => setRequests((count) => count + 1) };
}
