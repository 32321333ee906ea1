import { Intent } from '@blueprintjs/core';

/** A FormGroup's look and message for a field's error: under the field, and read out when it appears. */
export function fieldMessage(message: string | undefined) {
  return { intent: message ? Intent.DANGER : Intent.NONE, helperText: message ? <span role="alert">{message}</span> : undefined };
}
