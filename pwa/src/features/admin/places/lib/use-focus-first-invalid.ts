import { useEffect, useRef, useState } from 'react';

/**
 * After a refused save, moves the focus to the form's first field with a message, once the
 * messages are on screen (a keyboard or screen reader user lands where the work is).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { ref, focusFirstInvalid: () => setRequests((count) => count + 1) };
}
