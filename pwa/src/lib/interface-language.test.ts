import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { showInterfaceIn, shownLanguage, startingLanguage } from './interface-language.ts';

describe('the interface language', () => {
  it("starts in the language this device last showed, else the browser's first the portal has, else English", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'zh-CN', 'en']);
    expect(startingLanguage()).toBe('zh-Hans');
    window.localStorage.setItem('portal.language', 'vi');
    expect(startingLanguage()).toBe('vi');
    window.localStorage.setItem('portal.language', 'klingon');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR']);
    expect(startingLanguage()).toBe('en');
  });

  it('turns the page right to left for Arabic and back, and remembers the language on the device', async () => {
    await showInterfaceIn('ar');
    expect(shownLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await showInterfaceIn('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en-AU');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem('portal.language')).toBe('en');
  });

  it("shows a text no catalog translates (a server's message) exactly as it came, braces and quotes included", () => {
    const sent = "Can't save {draft} #2: try again.";
    expect(i18n._(sent)).toBe(sent);
  });
});
