import { describe, expect, it } from 'vitest';
import { emailWordsIn } from '../email-texts';
import { schoolBrand } from '../email-layout/school-brand';
import { emergencyAlertMessage } from './emergency-alert-emails';

const sydney = schoolBrand(
  { school_name: 'Wattle Grove School', ribbon_logo: null, theme_colours: null },
  'https://portal.example',
);

describe("an emergency's email to a person no device reached (issue 29)", () => {
  it("carries the school's words as written, the way to the broadcast, and why it comes though they may have unsubscribed", () => {
    const message = emergencyAlertMessage(
      { kind: 'emergency', message: 'Lockdown: stay inside.\nCollect students from the oval at 3 pm.' },
      sydney,
      emailWordsIn('en', 'latn'),
    );
    expect(message.subject).toBe('Emergency: Wattle Grove School');
    expect(message.text).toContain('Lockdown: stay inside.\nCollect students from the oval at 3 pm.');
    expect(message.text).toContain('See it in the portal: https://portal.example/emergency-brodcast');
    expect(message.html).toContain('href="https://portal.example/emergency-brodcast"');
    expect(message.html).toContain('You receive this safety message even if you unsubscribed from the school&#39;s newsletters.');
    // Safety mail is not a newsletter: there is nothing to unsubscribe from.
    expect(message.html).not.toMatch(/unsubscribe<\/a>/i);
  });

  it("is written in the reader's language, right to left in Arabic, the broadcast in its own direction", () => {
    const message = emergencyAlertMessage(
      { kind: 'all-clear', message: 'All clear: classes resume.' },
      sydney,
      emailWordsIn('ar', 'latn'),
    );
    expect(message.subject).toBe('انتهت حالة الطوارئ: Wattle Grove School');
    expect(message.html).toMatch(/<html[^>]+dir="rtl"/);
    expect(message.html).toContain('<p dir="auto"');
    expect(message.text).toContain('أعلنت المدرسة انتهاء حالة الطوارئ:');
  });

  it('escapes what the school typed', () => {
    const message = emergencyAlertMessage(
      { kind: 'emergency', message: '<script>alert(1)</script> & stay' },
      sydney,
      emailWordsIn('en', 'latn'),
    );
    expect(message.html).not.toContain('<script>alert(1)</script>');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; stay');
  });
});
