import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '@/offline/use-live-query.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import './refused-writes.css';

/**
 * Changes made on this device that the server refused for good (the notice was deleted
 * before the read mark arrived): the outbox set them aside and took them back on the device,
 * and this list says so until the person dismisses them, with the server's reason in the
 * language shown. Its code loads only once there is one (components/pwa/refused-writes-status.tsx).
 */
export function RefusedWrites() {
  const { t, i18n } = useLingui();
  const { db } = useOfflineDatabase();
  const refused = useLiveQuery(db, 'refused-writes', (open) => open.refusedWrites()).value ?? [];
  const count = refused.length;
  return (
    <>
      {db && count > 0 ? (
        <section className="refused-writes">
          <p className="refused-writes__title">
            <Plural
              value={count}
              one="A change made on this device could not be saved:"
              other="Changes made on this device could not be saved:"
            />
          </p>
          <ul className="refused-writes__list">
            {refused.map(({ seq, description, message }) => {
              const reason = i18n._(message);
              return (
                <li key={seq} className="refused-writes__item">
                  <span>{t`${description}. ${reason}`}</span>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t`Dismiss: ${description}`}
                    onClick={() => void db.dismissRefusedWrite(seq)}
                  >
                    <Trans>Dismiss</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
