import { ZImprovementPlanCommentInput, type TExtensionRequest, type TPlanEvent } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { commentProblem, eventSentenceOf, issuePathOf, mayDo, opensOnView, pendingExtensionOf, toCommentBody } from './plan-detail.ts';

const request = (status: TExtensionRequest['status'], id: string): TExtensionRequest => ({
  id,
  period: '2W',
  reason: 'Auditor delayed',
  requestedTargetDate: '2026-12-11',
  status,
  expired: false,
  decisionReason: null,
  requestedAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
});

const event = (change: Partial<TPlanEvent>): TPlanEvent => ({
  id: 'e1',
  kind: 'ASSIGNED',
  actorName: 'Amina Khan',
  side: 'ASSIGNER',
  fromStatus: null,
  toStatus: 'NEW',
  reason: null,
  level: null,
  targetDate: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...change,
});

describe('a plan’s screen', () => {
  it('offers only the actions the server allows', () => {
    const plan = { allowedActions: ['COMMENT', 'SUBMIT'] as const };
    expect(mayDo({ allowedActions: [...plan.allowedActions] }, 'SUBMIT')).toBe(true);
    expect(mayDo({ allowedActions: [...plan.allowedActions] }, 'ACCEPT')).toBe(false);
  });

  it('finds the one pending extension request', () => {
    expect(pendingExtensionOf({ extensionRequests: [request('DECLINED', 'a'), request('PENDING', 'b')] })?.id).toBe('b');
    expect(pendingExtensionOf({ extensionRequests: [request('APPROVED', 'a')] })).toBeNull();
  });

  it('opens a New plan for its supplier only', () => {
    expect(opensOnView({ viewerSide: 'SUPPLIER', status: 'NEW' })).toBe(true);
    expect(opensOnView({ viewerSide: 'SUPPLIER', status: 'IN_PROGRESS' })).toBe(false);
    expect(opensOnView({ viewerSide: 'ASSIGNER', status: 'NEW' })).toBe(false);
  });

  it('names the issue from its category down', () => {
    expect(issuePathOf({ subIndicatorId: 'x', name: 'Wages withheld', indicatorName: 'Wages', categoryName: 'Forced labour' })).toEqual([
      'Forced labour',
      'Wages',
      'Wages withheld',
    ]);
  });

  it('turns timeline entries into sentences with their actor, reason, level and date', () => {
    expect(eventSentenceOf(event({}))).toEqual({
      key: 'improvementPlans.events.ASSIGNED',
      actor: 'Amina Khan',
      reason: null,
      level: null,
      targetDate: null,
    });
    expect(eventSentenceOf(event({ kind: 'EVIDENCE_REQUESTED', reason: 'Payslips missing' })).reason).toBe('Payslips missing');
    expect(eventSentenceOf(event({ kind: 'ACCEPTED', level: 'LOW' })).level).toBe('LOW');
    expect(eventSentenceOf(event({ kind: 'EXTENSION_APPROVED', targetDate: '2027-01-05' })).targetDate).toBe('05/01/2027');
    expect(eventSentenceOf(event({ kind: 'OVERDUE', actorName: null, side: null })).actor).toBeNull();
  });

  it('takes evidence as a text, files or both, the text at most 255 characters', () => {
    const file = { fileName: 'photo.jpg', blobName: 'b1' };
    expect(commentProblem('  ', [])).toBe('empty');
    expect(commentProblem('x'.repeat(256), [])).toBe('tooLong');
    expect(commentProblem('', [file])).toBeNull();
    expect(commentProblem('Payslips attached', [file])).toBeNull();
    const body = toCommentBody('  Payslips attached ', [file]);
    expect(body).toEqual({ text: 'Payslips attached', files: [file] });
    expect(ZImprovementPlanCommentInput.safeParse(body).success).toBe(true);
  });
});
