import { describe, expect, it } from 'vitest';
import { documentIdFrom } from './bulk-insert';
import { seededRandom } from './context';
import { parseSeedScale, planLargerSchool } from './larger-school';

const now = new Date('2026-05-12T10:00:00+10:00');
const demo = { posts: 63, events: 11, people: 20 };

describe('the larger school', () => {
  it('reads the scale from PORTAL_SEED_SCALE or --scale: absent is the demo school alone', () => {
    expect(parseSeedScale(undefined)).toBe(1);
    expect(parseSeedScale('')).toBe(1);
    expect(parseSeedScale('10')).toBe(10);
    for (const wrong of ['0', '-2', '2.5', 'ten', '101']) {
      expect(() => parseSeedScale(wrong)).toThrow(/whole number from 1 to 100/);
    }
  });

  it('adds nothing at scale 1', () => {
    expect(planLargerSchool({ scale: 1, now, have: demo })).toEqual({ posts: [], events: [], people: [] });
  });

  it('fills the demo school up to about 5,000 posts, 2,000 events and 3,000 people at scale 10', () => {
    const plan = planLargerSchool({ scale: 10, now, have: demo });
    expect(plan.posts).toHaveLength(5000 - demo.posts);
    expect(plan.events).toHaveLength(2000 - demo.events);
    expect(plan.people).toHaveLength(3000 - demo.people);
    const types = new Set(plan.posts.map((post) => post.type));
    expect([...types].sort()).toEqual(['dailyemail', 'newsletter', 'notice', 'principal']);
    // Past, live and future windows, drafts, both campuses, audiences with and without groups.
    const starts = plan.posts.map((post) => post.window[0]).filter((start): start is number => typeof start === 'number');
    expect(starts.some((start) => start < -30) && starts.some((start) => start <= 0 && start > -15) && starts.some((start) => start > 0)).toBe(true);
    expect(plan.posts.some((post) => !post.published)).toBe(true);
    expect(new Set(plan.posts.map((post) => post.campus))).toEqual(new Set(['sydney', 'armidale']));
    expect(plan.posts.some((post) => post.groups.length > 0) && plan.posts.some((post) => post.groups.length === 0)).toBe(true);
  });

  it('is the same school on every run', () => {
    const first = planLargerSchool({ scale: 3, now, have: demo });
    const second = planLargerSchool({ scale: 3, now, have: demo });
    expect(second).toEqual(first);
    const ids = (seed: number) => {
      const random = seededRandom(seed);
      return [1, 2, 3].map(() => documentIdFrom(random));
    };
    expect(ids(7)).toEqual(ids(7));
    expect(ids(7)[0]).toMatch(/^[a-z][a-z0-9]{23}$/);
  });

  it('keeps the demo accounts: new people have their own usernames and directory ids', () => {
    const { people } = planLargerSchool({ scale: 10, now, have: demo });
    const directoryIds = people.map((person) => person.directoryId);
    expect(new Set(directoryIds).size).toBe(directoryIds.length);
    expect(people.some((person) => /^(carer|student|teacher|admin|editor)\d+$/.test(person.username))).toBe(false);
  });

  it('links each carer to students of their own campus and year groups', () => {
    const { people } = planLargerSchool({ scale: 10, now, have: demo });
    const carers = people.filter((person) => person.isCarer);
    expect(carers.length).toBeGreaterThan(1000);
    for (const carer of carers) {
      expect(carer.children?.length).toBeGreaterThan(0);
      for (const child of carer.children!) {
        const student = people[child]!;
        expect(student.student).toBeDefined();
        expect(student.campus).toBe(carer.campus);
        expect(carer.groups).toContain(`Year ${student.student!.year}`);
      }
    }
  });
});
