import type { Campus, ConsentFormInput } from '@portal/contract';
import { closeForm, createForm, publishForm } from '../consent-forms/forms';
import { signForm } from '../consent-forms/responses';
import { shiftDays } from './clock';
import { idOf, type Ids, type SeedContext } from './context';
import { list, paragraph } from './html';
import { personEmail, personName, studentProfile } from './school';

/**
 * The demo school's permission forms (issue 30), so that a newcomer sees each state: an open
 * one to sign (Sydney's Year 9 excursion: carer1's Year 9 child), a closed one (Year 10's sports
 * carnival: carer2 never answered it, so their list shows it closed), and one every carer must
 * sign (Year 11). Armidale has the same three for its Year 12, its carnival answered by carer1. Written through the forms' own code, so each has its
 * versions and its log, dated as if the admin had written them over the past weeks; no email
 * goes out (nobody is waiting for the demo's).
 */

/** A question as an admin writes it. */
type FormQuestion = ConsentFormInput['questions'][number];

type FormSeed = {
  campus: Campus;
  title: string;
  body: string;
  questions: FormQuestion[];
  year: number;
  signers: ConsentFormInput['signers'];
  changesAllowed: boolean;
  /** Days from now of its due time (3:30 pm school time), and days ago it was written and published (9 am). */
  dueInDays: number;
  writtenDaysAgo: number;
  /** Closed at its due time, with these carers' answers given before. */
  closed?: { answeredBy: { carer: string; student: string; daysAgo: number }[] };
};

const consent = (label: string): FormQuestion => ({ id: 'consent', kind: 'consent', label, required: true });
const healthNote: FormQuestion = {
  id: 'health',
  kind: 'health',
  label: 'Medical conditions, allergies or dietary needs the staff should know about for this activity',
  required: false,
};

const excursion = (campus: Campus, year: number, title: string, place: string, points: string[]): FormSeed => ({
  campus,
  title,
  body: [paragraph(`Year ${year} will visit ${place} as part of their studies this term.`), list(points)].join(''),
  questions: [
    consent(`I give permission for my child to attend the excursion to ${place}.`),
    healthNote,
    {
      id: 'home',
      kind: 'choice',
      label: 'How will your child get home afterwards?',
      required: true,
      options: ['School bus', 'Collected by a carer', 'Walks or rides home'],
    },
  ],
  year,
  signers: 'any_carer',
  changesAllowed: true,
  dueInDays: 14,
  writtenDaysAgo: 2,
});

const carnival = (campus: Campus, year: number, title: string, answeredBy: { carer: string; student: string }[]): FormSeed => ({
  campus,
  title,
  body: [
    paragraph(`The Year ${year} carnival is a full day of sport at the school's fields.`),
    list(['Wear house colours and a hat', 'Bring water and sunscreen']),
  ].join(''),
  questions: [consent('I give permission for my child to compete in the carnival events.'), healthNote],
  year,
  signers: 'any_carer',
  changesAllowed: false,
  dueInDays: -3,
  writtenDaysAgo: 20,
  closed: { answeredBy: answeredBy.map((answer) => ({ ...answer, daysAgo: 10 })) },
});

const placement = (campus: Campus, year: number, title: string): FormSeed => ({
  campus,
  title,
  body: [
    paragraph(`Each Year ${year} student spends a week with an employer. Every carer is asked to agree to the placement.`),
    list([
      'Placements run Monday to Friday, 9 am to 3 pm',
      'The employer holds public liability insurance',
      'Students keep a daily log for their teacher',
    ]),
  ].join(''),
  questions: [
    consent('I agree to my child taking part in the work experience placement.'),
    { id: 'employer', kind: 'text', label: 'The employer or workplace, if you have arranged one', required: false },
    healthNote,
  ],
  year,
  signers: 'every_carer',
  changesAllowed: true,
  dueInDays: 21,
  writtenDaysAgo: 1,
});

const FORMS: FormSeed[] = [
  excursion('sydney', 9, 'Year 9 excursion to the Australian Museum', 'the Australian Museum', [
    'Leaves school at 9:00 am by coach, back by 3:00 pm',
    'Bring a packed lunch and a water bottle',
    'School uniform and closed shoes',
  ]),
  carnival('sydney', 10, 'Year 10 sports carnival', []),
  placement('sydney', 11, 'Year 11 work experience placement'),
  excursion('armidale', 12, 'Year 12 geography field trip to Dangars Gorge', 'Dangars Gorge', [
    'Leaves school at 8:30 am by coach, back by 4:00 pm',
    'Bring a packed lunch, water and walking shoes',
  ]),
  carnival('armidale', 12, 'Year 12 athletics carnival', [{ carer: 'arm-carer1', student: 'arm-student10' }]),
  placement('armidale', 12, 'Year 12 work experience placement'),
];

const adminOf = (campus: Campus) => (campus === 'sydney' ? 'syd-admin1' : 'arm-admin1');

/** A carer's answer given through the portal, for the demo: yes to each consent, nothing else. */
const demoAnswers = (questions: readonly FormQuestion[]): Record<string, string> =>
  Object.fromEntries(questions.filter((question) => question.kind === 'consent').map((question) => [question.id, 'yes']));

export const seedConsentForms = async (ctx: SeedContext, users: Ids, students: Ids): Promise<void> => {
  for (const [index, seed] of FORMS.entries()) {
    const admin = adminOf(seed.campus);
    const author = idOf(users, admin);
    const written = shiftDays(ctx.now, -seed.writtenDaysAgo, 9);
    const dueAt = shiftDays(ctx.now, seed.dueInDays, 15, 30);
    const draft = await createForm(
      ctx.strapi,
      {
        campus: seed.campus,
        author,
        author_name: personName(admin),
        form: {
          title: seed.title,
          body: seed.body,
          questions: seed.questions,
          audience: { user_types: [], years: [seed.year], groups: [], students: [] },
          due_at: dueAt.toISOString(),
          signers: seed.signers,
          student_from_year: null,
          changes_allowed: seed.changesAllowed,
          reminder_days: [3, 1],
        },
      },
      { now: written },
    );
    const published = await publishForm(ctx.strapi, draft.documentId, { actor: author }, { now: written, emails: false });
    if (!seed.closed) continue;
    for (const [answer, { carer, student, daysAgo }] of seed.closed.answeredBy.entries()) {
      const child = studentProfile(student);
      const signedAt = shiftDays(ctx.now, -daysAgo, 19, 45);
      await signForm(
        ctx.strapi,
        {
          form: published.documentId,
          content_hash: published.content_hash!,
          students: [{ student: idOf(students, student), student_number: child.studentNumber, student_name: child.name }],
          signer: idOf(users, carer),
          signer_email: personEmail(carer),
          signer_name: personName(carer),
          answers: demoAnswers(seed.questions),
          method: 'campus-sign-in',
          device_time: signedAt.toISOString(),
          ip: '203.0.113.10',
          user_agent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
          // Fixed, as the rest of the demo is the same on every run.
          client_id: `5eed0000-0000-4000-8000-${String(index * 10 + answer).padStart(12, '0')}`,
          invitation: null,
        },
        { now: signedAt, emails: false },
      );
    }
    await closeForm(ctx.strapi, published.documentId, { actor: author }, { now: dueAt });
  }
};
