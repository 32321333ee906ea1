import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';

// The compiled CMS loaded for real, on SQLite or with TEST_DATABASE=postgres (as the BFF's
// suite) a PostgreSQL database made and dropped here. Its first start stores notes and
// psychology requests as main stored them (people named by username and address only, no
// relation to a person); its second start must give them their people by id. Needs
// `npm run build --workspace cms` first.

const cms = compiledCmsTest('resolve-stored-people');

/** People, a student, and notes and requests as main wrote them (through the query engine: no relation to a person). */
const STORE_AS_MAIN = cmsScript(`
    const person = (campus, username, type, email) => strapi.db.query('api::portal-user.portal-user').create({ data: { documentId: campus + '-' + username + '-' + type, campus, username, type, email } });
    await person('sydney', 'teacher.a', 'faculty', 'Teacher.A@School.test');
    await person('armidale', 'teacher.a', 'faculty', 'teacher.a@school.test');
    await person('sydney', 'twin', 'faculty', 'twin1@school.test');
    await person('sydney', 'twin', 'faculty', 'twin2@school.test');
    await person('sydney', 'carer.a', 'affiliate', 'carer.a@school.test');
    const mia = await person('sydney', 'mia', 'student', 'mia@school.test');
    const student = await strapi.db.query('api::student.student').create({ data: { documentId: 'student-mia', STUDENT_NUMBER: 'S1', username: 'mia', campus: 'sydney' } });
    const note = (documentId, created_by_username, student_userid, sent_to) =>
      strapi.db.query('api::student-note.student-note').create({ data: { documentId, note: 'Text', noteType: 'General', created_by_username, student_userid, sent_to } });
    await note('by-teacher', 'teacher.a', mia.documentId, ['teacher.a@school.test', 'counsellors@school.test', 'carer.a@school.test']);
    await note('by-twin', 'twin', mia.documentId, ['twin2@school.test']);
    await note('of-no-student', 'teacher.a', 'nobody', ['teacher.a@school.test']);
    const request = (documentId, requested_by_username) =>
      strapi.db.query('api::school-psychology-request.school-psychology-request').create({ data: { documentId, concerns: 'Sleep', requested_by_username, student: student.id } });
    await request('by-carer', 'carer.a');
    await request('by-nobody', 'nobody');`);

/** A start of the CMS (its bootstrap resolves), then what the records name, and a second resolution's count; JSON on the last line. */
const START_AND_READ = cmsScript(
  `
    const who = (person) => person && person.campus + '/' + person.username + '/' + person.email;
    const notes = await strapi.db.query('api::student-note.student-note').findMany({ populate: { author: true, sent_to_people: true }, orderBy: { id: 'asc' } });
    result.notes = Object.fromEntries(notes.map((note) => [note.documentId, { author: who(note.author), sentToPeople: note.sent_to_people.map(who).sort() }]));
    const requests = await strapi.db.query('api::school-psychology-request.school-psychology-request').findMany({ populate: { requester: true }, orderBy: { id: 'asc' } });
    result.requests = Object.fromEntries(requests.map((request) => [request.documentId, who(request.requester)]));
    result.again = await resolveStoredPeople(strapi);`,
  "const { resolveStoredPeople } = require(path.join(process.cwd(), 'dist', 'src', 'people-ids', 'resolve-stored-people.js'));",
);

type Outcome = {
  notes: Record<string, { author: string | null; sentToPeople: string[] }>;
  requests: Record<string, string | null>;
  again: { notes: number; requests: number; unresolved: number };
};

let outcome: Outcome;
let startLog: string;

beforeAll(async () => {
  await cms.setUp('people-ids/resolve-stored-people.js');
  await cms.run(STORE_AS_MAIN);
  const started = await cms.run(START_AND_READ);
  startLog = started.output;
  outcome = JSON.parse(started.last) as Outcome;
}, 600_000);

afterAll(cms.tearDown);

describe('notes and psychology requests stored before people ids, at the next start', () => {
  it("give a note its author (the one faculty member of the student's campus with that username) and the people its addresses were theirs", () => {
    expect(outcome.notes['by-teacher']).toMatchObject({
      author: 'sydney/teacher.a/Teacher.A@School.test',
      // The shared inbox is nobody's: it gets no one a right. Armidale's teacher.a, with the same address, is of another campus.
      sentToPeople: ['sydney/carer.a/carer.a@school.test', 'sydney/teacher.a/Teacher.A@School.test'],
    });
    expect(startLog).toContain('People ids: 1 stored student notes and 1 psychology requests now name their people by id.');
  });

  it('leave an author that is several people, or of a note whose student is no one, unresolved, and still set the people of its addresses', () => {
    expect(outcome.notes['by-twin']).toMatchObject({ author: null, sentToPeople: ['sydney/twin/twin2@school.test'] });
    expect(outcome.notes['of-no-student']).toMatchObject({ author: null, sentToPeople: [] });
    expect(startLog).toContain('People ids: 2 student notes and 1 psychology requests name an author or requester that is no one');
  });

  it('give a request its requester, the one person of its student’s campus with that username', () => {
    expect(outcome.requests).toEqual({ 'by-carer': 'sydney/carer.a/carer.a@school.test', 'by-nobody': null });
  });

  it('has nothing more to resolve afterwards but what matched no one', () => {
    expect(outcome.again).toEqual({ notes: 0, requests: 0, unresolved: 3 });
  });
});
