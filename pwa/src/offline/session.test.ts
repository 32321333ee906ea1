import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { saveDeviceAnswer } from './device.ts';
import { readDocument, saveDocument } from './documents.ts';
import {
  currentDatabase,
  deleteOfflineDatabase,
  holdOfflineDatabase,
  openOfflineDatabase,
  releaseOfflineDatabase,
  whenDatabaseReady,
  writeToCache,
} from './session.ts';

const person = { campus: 'sydney', sub: 'sub-1' };

describe('the offline database after the first screen', () => {
  it('waits to open until released, and saves the answers that came meanwhile before anything reads it', async () => {
    saveDeviceAnswer('own');
    holdOfflineDatabase();
    const opening = openOfflineDatabase(person);

    // The answer is shown at once; its saving waits for the database.
    await writeToCache((db) => saveDocument(db, 'settings', buildSettings({ phoneNumber: '(02) 1111 2222' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentDatabase()).toBeNull();

    releaseOfflineDatabase();
    const db = await opening;
    expect(await readDocument(db!, 'settings')).toMatchObject({ phoneNumber: '(02) 1111 2222' });
  });

  it('opens at once when saved data is needed before the first screen (starting offline)', async () => {
    saveDeviceAnswer('own');
    holdOfflineDatabase();
    void openOfflineDatabase(person);

    const db = await whenDatabaseReady();
    expect(db?.name).toBe('portal-sydney-sub-1');
  });

  it('signs out at once while the database still waits for the first screen, and creates none', async () => {
    saveDeviceAnswer('own');
    holdOfflineDatabase();
    const opening = openOfflineDatabase(person);

    // Never released by a first screen: sign-out must not wait for one.
    await deleteOfflineDatabase();
    expect(await opening).toBeNull();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('portal-sydney-sub-1');
  });
});
