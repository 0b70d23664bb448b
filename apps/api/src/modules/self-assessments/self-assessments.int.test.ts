import { randomUUID } from 'node:crypto';
import { USER_STATUS } from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, facilities, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { cottonFile, importGinnerQuestionnaire, roleIdByCode, seedCottonIndicators } from '../../test/world/questionnaires.ts';

interface Option {
  id: string;
  option: string;
  isOther: boolean;
  goTo: string | null;
  routingRank: number | null;
}
interface Question {
  id: string;
  index: number;
  title: string;
  type: string;
  isConditional: boolean;
  options: Option[];
}
interface Group {
  name: string;
  questions: Question[];
}
interface Value {
  selfAssessmentQuestionResponseId?: string | null;
  value?: string | null;
}
interface Answer {
  selfAssessmentQuestionId: string;
  answerValues: Value[];
}
interface Unanswered {
  questionId: string;
  index: number;
  group: string;
  title: string;
}
interface Own {
  questionnaireId: string;
  groups: Group[];
  answers: Answer[];
  completedAt: string | null;
  answeredSaqAt: string | null;
  unanswered: Unanswered[];
}

let t: TestApp;
let ginner: Record<string, string>;
let otherGinner: Record<string, string>;
let groups: Group[];

const bearer = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
const getOwn = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/self-assessments/me', headers });
const submit = (headers: Record<string, string>, answers: Answer[]) =>
  t.app.inject({ method: 'POST', url: '/api/self-assessments/answers', headers, payload: { answers } });
const own = async (headers = ginner) => (await getOwn(headers)).json() as Own;
const sessionFacility = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json().currentFacility as { answeredSaqAt: string | null };

function question(group: 'Product' | 'Labor', index: number): Question {
  const found = groups.find((candidate) => candidate.name === group)?.questions.find((candidate) => candidate.index === index);
  if (!found) throw new Error(`No question ${group} ${index}`);
  return found;
}
const optionOf = (q: Question, text: string) => {
  const found = q.options.find((option) => option.option === text);
  if (!found) throw new Error(`No option ${text} in question ${q.index}`);
  return found.id;
};
const choose = (q: Question, ...texts: string[]): Answer => ({
  selfAssessmentQuestionId: q.id,
  answerValues: texts.map((text) => ({ selfAssessmentQuestionResponseId: optionOf(q, text) })),
});
const write = (q: Question, value: string): Answer => ({ selfAssessmentQuestionId: q.id, answerValues: [{ value }] });

/** Several numbers under one question ("Men: Numeric", "Women: Numeric"), one per option row. */
const writeEach = (q: Question, ...values: string[]): Answer => ({
  selfAssessmentQuestionId: q.id,
  answerValues: values.map((value, position) => ({ selfAssessmentQuestionResponseId: (q.options[position] as Option).id, value })),
});

/** A complete answer to every question: the first option, digits for numbers (one per row), text for free text. */
function completeAnswer(q: Question): Answer {
  if (q.type === 'NUMBER' && q.options.length > 1) return writeEach(q, ...q.options.map(() => '60'));
  if (q.type === 'NUMBER') return write(q, '120');
  if (q.type === 'FREE_TEXT') return write(q, 'Weekly meetings with the workers committee');
  const first = q.options[0] as Option;
  return {
    selfAssessmentQuestionId: q.id,
    answerValues: [{ selfAssessmentQuestionResponseId: first.id, value: first.isOther ? 'Own system' : null }],
  };
}
/** Every question answered, with "No" to Product 13 (→ 15, so 14 is off the route) and to Labor 35 (→ End). */
function everyQuestionAnswered(): Answer[] {
  const product13 = question('Product', 13);
  const labor35 = question('Labor', 35);
  return groups.flatMap((group) =>
    group.questions.map((q) => (q.id === product13.id ? choose(q, 'No') : q.id === labor35.id ? choose(q, 'No') : completeAnswer(q))),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const superAdmin = await bearer(TEST_SUPER_ADMIN.email);
  await seedCottonIndicators(db);
  const ginnerRole = await importGinnerQuestionnaire(t, superAdmin);
  const translations = JSON.parse(cottonFile('ginner_translation.json').toString('utf8')) as unknown[];
  const translated = await t.app.inject({
    method: 'PUT',
    url: `/api/saqs/${ginnerRole}/translations`,
    headers: superAdmin,
    payload: translations,
  });
  expect(translated.statusCode).toBe(200);

  const [facility] = await db
    .insert(facilities)
    .values({ name: 'Bahawalpur Ginners', roleId: ginnerRole })
    .returning({ id: facilities.id });
  await db.insert(users).values({
    email: 'owner@bahawalpur-gin.example',
    firstName: 'Asad',
    lastName: 'Javed',
    status: USER_STATUS.ACTIVE,
    userType: 'Admin',
    roleId: ginnerRole,
    facilityId: facility!.id,
  });
  ginner = await bearer('ginner@demo.opentrace.local');
  otherGinner = await bearer('owner@bahawalpur-gin.example');
  groups = (await own()).groups;
});
afterAll(async () => t.close());

describe('GET /api/self-assessments/me', () => {
  it('gives a ginner its questionnaire in groups, with nothing answered and every question open', async () => {
    const response = await getOwn(ginner);
    expect(response.statusCode).toBe(200);
    const saq = response.json() as Own;
    expect(saq.groups.map((group) => group.name)).toEqual(['Product', 'Labor']);
    expect(saq.groups.map((group) => group.questions.length)).toEqual([22, 36]);
    expect(saq).toMatchObject({ answers: [], completedAt: null, answeredSaqAt: null });
    expect(saq.unanswered).toHaveLength(58);
    expect(saq.unanswered[0]).toEqual({
      questionId: question('Product', 1).id,
      index: 1,
      group: 'Product',
      title: question('Product', 1).title,
    });
    expect(question('Product', 1).title).toMatch(/^Do you purchase\s+cotton in part or in whole/);
    // The answering facility sees routing, not the risk each option carries.
    expect(Object.keys(question('Product', 1).options[0] as Option).sort()).toEqual(['goTo', 'id', 'isOther', 'option', 'routingRank']);
    expect(question('Product', 1).options.map((option) => option.routingRank)).toEqual([null, null]);
    expect(question('Product', 13).options.map((option) => option.goTo)).toEqual(['14', '15']);
    expect(question('Product', 7).options.find((option) => option.isOther)?.option).toBe('Other (Please specify)');
  });

  it('gives question and option texts in Urdu when asked', async () => {
    const file = JSON.parse(cottonFile('ginner_translation.json').toString('utf8')) as { title: { en: string; ur: string } }[];
    const unions = file.find((entry) => entry.title.en.trim() === 'Does the facility recognise any trade unions?');
    const response = await getOwn({ ...ginner, language: 'ur' });
    const saq = response.json() as Own;
    const labor27 = saq.groups[1]?.questions.find((q) => q.index === 27);
    expect(labor27?.title).toBe(unions?.title.ur);
    expect(labor27?.title).not.toBe(question('Labor', 27).title);
    expect(saq.unanswered.find((entry) => entry.questionId === labor27?.id)?.title).toBe(unions?.title.ur);
  });

  it('tells a producer whose role has no questionnaire yet', async () => {
    const response = await getOwn(await bearer('spinner@demo.opentrace.local'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No questionnaire has been uploaded for your role yet.');
  });
});

describe('POST /api/self-assessments/answers', () => {
  const draft = () => [
    choose(question('Product', 1), 'Yes'),
    {
      selfAssessmentQuestionId: question('Product', 7).id,
      answerValues: [
        { selfAssessmentQuestionResponseId: optionOf(question('Product', 7), 'Barcode') },
        { selfAssessmentQuestionResponseId: optionOf(question('Product', 7), 'Other (Please specify)'), value: 'Lot cards' },
      ],
    },
    write(question('Product', 12), '250'),
  ];

  it('saves a draft: the answers stay, nothing is completed and the onboarding gate stays closed', async () => {
    const response = await submit(ginner, draft());
    expect(response.statusCode).toBe(200);
    const result = response.json() as { completed: boolean; completedAt: string | null; unanswered: Unanswered[] };
    expect(result.completed).toBe(false);
    expect(result.completedAt).toBeNull();
    expect(result.unanswered).toHaveLength(55);
    expect(result.unanswered.map((entry) => entry.questionId)).not.toContain(question('Product', 1).id);
    expect(result.unanswered[0]).toMatchObject({ index: 2, group: 'Product' });

    const saq = await own();
    expect(saq.answers).toEqual([
      {
        selfAssessmentQuestionId: question('Product', 1).id,
        answerValues: [{ selfAssessmentQuestionResponseId: optionOf(question('Product', 1), 'Yes'), value: null }],
      },
      {
        selfAssessmentQuestionId: question('Product', 7).id,
        answerValues: [
          { selfAssessmentQuestionResponseId: optionOf(question('Product', 7), 'Barcode'), value: null },
          { selfAssessmentQuestionResponseId: optionOf(question('Product', 7), 'Other (Please specify)'), value: 'Lot cards' },
        ],
      },
      { selfAssessmentQuestionId: question('Product', 12).id, answerValues: [{ selfAssessmentQuestionResponseId: null, value: '250' }] },
    ]);
    expect(saq.completedAt).toBeNull();
    expect(saq.answeredSaqAt).toBeNull();
    expect((await sessionFacility(ginner)).answeredSaqAt).toBeNull();
  });

  it('refuses incomplete answers question by question and keeps the previous answers', async () => {
    const before = (await own()).answers;
    const response = await submit(ginner, [
      {
        selfAssessmentQuestionId: question('Product', 1).id,
        answerValues: [
          { selfAssessmentQuestionResponseId: optionOf(question('Product', 1), 'Yes') },
          { selfAssessmentQuestionResponseId: optionOf(question('Product', 1), 'No') },
        ],
      },
      {
        selfAssessmentQuestionId: question('Product', 7).id,
        answerValues: [{ selfAssessmentQuestionResponseId: optionOf(question('Product', 7), 'Other (Please specify)'), value: ' ' }],
      },
      write(question('Product', 12), '12.5'),
      // Men and women are counted apart: one number alone leaves the question open.
      writeEach(question('Labor', 1), '40'),
      choose(question('Product', 3), 'No'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('4 answers need correcting; nothing was saved.');
    expect(response.json().details).toEqual([
      { path: question('Product', 1).id, message: 'Choose one option only.' },
      { path: question('Product', 7).id, message: 'Say what "Other" is.' },
      { path: question('Product', 12).id, message: 'Enter digits only (a whole number).' },
      { path: question('Labor', 1).id, message: 'Answer this question.' },
    ]);
    expect((await own()).answers).toEqual(before);
  });

  it('refuses answers that do not fit the questionnaire, naming the question', async () => {
    const before = (await own()).answers;
    const stranger = randomUUID();
    const unknown = await submit(ginner, [...draft(), write({ ...question('Product', 12), id: stranger }, '3')]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Some answers do not fit your questionnaire, which may have been replaced. Reload it and answer again; nothing was saved.',
    );
    expect(unknown.json().details).toEqual([{ path: stranger, message: 'This question is not part of your questionnaire.' }]);

    const borrowed = await submit(ginner, [
      {
        selfAssessmentQuestionId: question('Product', 3).id,
        answerValues: [{ selfAssessmentQuestionResponseId: optionOf(question('Product', 1), 'Yes') }],
      },
    ]);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().details).toEqual([
      { path: question('Product', 3).id, message: 'An option chosen does not belong to this question.' },
    ]);

    const twice = await submit(ginner, [choose(question('Product', 3), 'No'), choose(question('Product', 3), 'Yes')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([{ path: question('Product', 3).id, message: 'This question is answered more than once.' }]);

    const french = await submit({ ...ginner, language: 'fr' }, [write(question('Product', 12), 'douze')]);
    expect(french.json().details).toEqual([
      { path: question('Product', 12).id, message: 'Saisissez uniquement des chiffres (un nombre entier).' },
    ]);
    expect((await own()).answers).toEqual(before);
  });

  it('drops answers to questions the route skips', async () => {
    const response = await submit(ginner, [
      choose(question('Product', 13), 'No'),
      choose(question('Product', 14), 'GRS'),
      choose(question('Product', 15), 'No'),
    ]);
    expect(response.statusCode).toBe(200);
    const unanswered = (response.json() as { unanswered: Unanswered[] }).unanswered.map((entry) => entry.questionId);
    expect(unanswered).not.toContain(question('Product', 14).id);
    expect(unanswered).not.toContain(question('Product', 16).id);
    expect(unanswered).toContain(question('Product', 17).id);
    const saq = await own();
    expect(saq.answers.map((answer) => answer.selfAssessmentQuestionId)).toEqual([question('Product', 13).id, question('Product', 15).id]);
    expect(saq.unanswered.map((entry) => entry.questionId)).toEqual(unanswered);
  });

  it('completes a fully answered route, stamps answeredSaqAt and opens the onboarding gate', async () => {
    const completedAt = new Date('2026-03-02T09:30:00.000Z');
    t.clock.set(completedAt);
    const response = await submit(ginner, everyQuestionAnswered());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completed: true, completedAt: completedAt.toISOString(), unanswered: [] });

    const saq = await own();
    expect(saq).toMatchObject({ completedAt: completedAt.toISOString(), answeredSaqAt: completedAt.toISOString(), unanswered: [] });
    const answered = saq.answers.map((answer) => answer.selfAssessmentQuestionId);
    expect(answered).toHaveLength(58 - 2);
    expect(answered).not.toContain(question('Product', 14).id);
    expect(answered).not.toContain(question('Labor', 36).id);
    expect((await sessionFacility(ginner)).answeredSaqAt).toBe(completedAt.toISOString());
  });

  it('keeps answeredSaqAt while a retake is a draft, and moves it on the next completed submission', async () => {
    const firstCompletion = (await own()).answeredSaqAt;
    t.clock.set(new Date('2026-05-10T08:00:00.000Z'));
    const retake = await submit(ginner, [choose(question('Product', 1), 'No')]);
    expect(retake.json()).toMatchObject({ completed: false, completedAt: null });
    const saq = await own();
    expect(saq.completedAt).toBeNull();
    expect(saq.answeredSaqAt).toBe(firstCompletion);
    expect((await sessionFacility(ginner)).answeredSaqAt).toBe(firstCompletion);

    const again = await submit(ginner, everyQuestionAnswered());
    expect(again.json().completedAt).toBe('2026-05-10T08:00:00.000Z');
    expect((await sessionFacility(ginner)).answeredSaqAt).toBe('2026-05-10T08:00:00.000Z');
    t.clock.set(new Date());
  });

  it('keeps each facility to its own answers', async () => {
    const mine = await own();
    const theirs = await own(otherGinner);
    expect(theirs.questionnaireId).toBe(mine.questionnaireId);
    expect(theirs).toMatchObject({ answers: [], completedAt: null, answeredSaqAt: null });

    expect((await submit(otherGinner, [choose(question('Product', 1), 'Yes')])).statusCode).toBe(200);
    expect((await own()).answers).toEqual(mine.answers);
    expect((await own(otherGinner)).answers).toHaveLength(1);
    expect((await sessionFacility(ginner)).answeredSaqAt).toBe(mine.answeredSaqAt);
  });

  it('records who submitted, with counts and never the answers themselves', async () => {
    const [ginnerUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ginner@demo.opentrace.local'));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, ginnerUser!.id), eq(auditLog.action, 'selfAssessment.completed')));
    expect(entries).toHaveLength(2);
    expect(entries[0]?.details).toEqual({ submittedAnswers: 58, unanswered: 0 });
    expect(JSON.stringify(entries)).not.toContain('Weekly meetings');
  });
});

describe('who may answer', () => {
  it('refuses producers whose role answers no questionnaire, or whose questionnaire an administrator answers', async () => {
    const assembly = await bearer('assembly@demo.opentrace.local');
    const noSaq = await getOwn(assembly);
    expect(noSaq.statusCode).toBe(403);
    expect(noSaq.json().message).toBe('Your role does not answer a self-assessment questionnaire.');
    expect((await submit(assembly, [])).statusCode).toBe(403);

    const farmRole = await roleIdByCode(t.database.db, 'FARM');
    const [farm] = await t.database.db.insert(facilities).values({ name: 'Farm 101', roleId: farmRole }).returning({ id: facilities.id });
    await t.database.db.insert(users).values({
      email: 'farmer@farm-101.example',
      firstName: 'Rashid',
      lastName: 'Ali',
      status: USER_STATUS.ACTIVE,
      userType: 'Admin',
      roleId: farmRole,
      facilityId: farm!.id,
    });
    const farmer = await getOwn(await bearer('farmer@farm-101.example'));
    expect(farmer.statusCode).toBe(403);
    expect(farmer.json().message).toBe('An administrator answers the questionnaire of your role, so there is nothing for you to fill in.');
  });

  it('is not for brands or administrators', async () => {
    expect((await getOwn(await bearer('brand@demo.opentrace.local'))).statusCode).toBe(403);
    expect((await submit(await bearer('admin@demo.opentrace.local'), [])).statusCode).toBe(403);
  });
});
