import { useLiveQuery } from '@/offline/use-live-query.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import './refused-writes.css';

/**
 * Changes made on this device that the server refused for good (the notice was deleted
 * before the read mark arrived): the outbox set them aside and took them back on the device,
 * and this list says so until the person dismisses them. Its code loads only once there is
 * one (components/pwa/refused-writes-status.tsx).
 */
export function RefusedWrites() {
  const { db } = useOfflineDatabase();
  const refused = useLiveQuery(db, 'refused-writes', (open) => open.refusedWrites()).value ?? [];
  return (
    <>
      {db && refused.length > 0 ? (
        <section className="refused-writes">
          <p className="refused-writes__title">
            {refused.length === 1 ? 'A change made on this device could not be saved:' : 'Changes made on this device could not be saved:'}
          </p>
          <ul className="refused-writes__list">
            {refused.map((write) => (
              <li key={write.seq} className="refused-writes__item">
                <span>
                  {write.description}. {write.message}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Dismiss: ${write.description}`}
                  onClick={() => void db.dismissRefusedWrite(write.seq)}
                >
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
