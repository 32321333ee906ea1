import { Callout, Intent } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';

/**
 * Why a list of choices (places, page types, learning areas, groups) is missing: the server's
 * message of each call that failed, so an empty dropdown is explained.
 */
export function LoadProblems({ errors }: { errors: readonly (Error | null)[] }) {
  const { i18n } = useLingui();
  const messages = [...new Set(errors.filter((error): error is Error => error !== null).map((error) => error.message))];
  return messages.map((message) => (
    <Callout key={message} intent={Intent.WARNING} role="alert">
      {i18n._(message)}
    </Callout>
  ));
}
