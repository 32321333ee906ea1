import { translationOf, type TextsByLanguage } from '@portal/contract';

/**
 * A student note's email per language (note-email.ts): who wrote which kind of note about whom.
 * The note itself is the author's words, never translated; the kinds as the notes screen names them.
 */
const en = {
  noteFor: '{type} note for {student}',
  noteFrom: '{noteFor}, from {author} ({when}):',
  General: 'General',
  Uniform: 'Uniform',
  Behaviour: 'Behaviour',
} as const;

export const NOTE_EMAIL_TEXTS: TextsByLanguage<typeof en> = {
  en,
  ar: translationOf(en)({
    noteFor: 'ملاحظة ({type}) عن {student}',
    noteFrom: '{noteFor}، كتبها {author} ({when}):',
    General: 'عام',
    Uniform: 'الزي المدرسي',
    Behaviour: 'السلوك',
  }),
  'zh-Hans': translationOf(en)({
    noteFor: '关于 {student} 的{type}记录',
    noteFrom: '{noteFor}，由 {author} 填写（{when}）：',
    General: '一般事项',
    Uniform: '校服',
    Behaviour: '行为表现',
  }),
  vi: translationOf(en)({
    noteFor: 'Ghi chú ({type}) về {student}',
    noteFrom: '{noteFor}, do {author} viết ({when}):',
    General: 'Chung',
    Uniform: 'Đồng phục',
    Behaviour: 'Hành vi',
  }),
};
