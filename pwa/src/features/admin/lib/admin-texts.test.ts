import { i18n } from '@lingui/core';
import { POST_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { showInterfaceIn } from '@/lib/interface-language.ts';
import { addAdminTexts } from './admin-texts.ts';

describe('the admin texts', () => {
  it('load in the language shown before the admin screens show, and with every language shown later', async () => {
    await showInterfaceIn('ar');
    // The reader's part alone: the admin area's texts are not in it.
    expect(i18n.messages[POST_MESSAGES.deleteConfirm]).toBeUndefined();

    const loading = addAdminTexts();
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(i18n.messages[POST_MESSAGES.deleteConfirm]).toBeDefined();
    // Loaded: the admin screens show at once from now on.
    expect(addAdminTexts()).toBeNull();

    await showInterfaceIn('vi');
    expect(i18n.messages[POST_MESSAGES.deleteConfirm]).toBeDefined();
  });
});
