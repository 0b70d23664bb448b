import { ZByProductInput } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { hasMessages, mergeMessages, momentMessage, numberMessage, schemaMessages, type TCheckContext } from './form-checks.ts';

type TField = 'totalWeight' | 'recordedAt' | 'uploadProofs';
const context: TCheckContext<TField> = {
  language: 'en',
  now: new Date(2026, 5, 15, 10, 0),
  names: { totalWeight: 'weight', recordedAt: 'date and time', uploadProofs: 'proof' },
  dateTimeFormat: 'Use the format DD/MM/YYYY HH:mm',
};
const PATHS = { totalWeight: 'totalWeight', recordedAt: 'recordedAt', uploadProofs: 'uploadProofs' } as const;

describe('schemaMessages', () => {
  it('words the API schema’s complaints with the field’s name', () => {
    const messages = schemaMessages(
      ZByProductInput,
      { totalWeight: 0.5, weightUnit: 'Kilograms', recordedAt: '2026-06-15T08:00:00Z', uploadProofs: [] },
      PATHS,
      context,
    );
    expect(messages).toEqual({ totalWeight: 'Weight must be at least 1', uploadProofs: 'This proof is required' });
  });

  it('finds nothing wrong with a valid body', () => {
    const body = {
      totalWeight: 12.5,
      weightUnit: 'Pounds',
      recordedAt: '2026-06-15T08:00:00Z',
      uploadProofs: [{ fileName: 'a.pdf', blobName: 'proof/a' }],
    };
    expect(schemaMessages(ZByProductInput, body, PATHS, context)).toEqual({});
  });
});

describe('mergeMessages', () => {
  it('keeps the first message of each field', () => {
    expect(
      mergeMessages<TField>({ totalWeight: 'first' }, { totalWeight: 'second', recordedAt: 'only' }, { uploadProofs: undefined }),
    ).toEqual({
      totalWeight: 'first',
      recordedAt: 'only',
    });
  });
});

describe('momentMessage', () => {
  it('asks for the moment, its format, and a moment not in the future', () => {
    expect(momentMessage('', 'recordedAt', context)).toBe('This date and time is required');
    expect(momentMessage('15/06/2026', 'recordedAt', context)).toBe('Use the format DD/MM/YYYY HH:mm');
    expect(momentMessage('16/06/2026 09:00', 'recordedAt', context)).toBe('The date cannot be in the future');
    expect(momentMessage('15/06/2026 09:00', 'recordedAt', context)).toBeUndefined();
  });
});

describe('numberMessage', () => {
  it('asks for a number where one is needed', () => {
    expect(numberMessage('', 'totalWeight', context, true)).toBe('This weight is required');
    expect(numberMessage('', 'totalWeight', context, false)).toBeUndefined();
    expect(numberMessage('12.', 'totalWeight', context, true)).toBe('Invalid weight');
    expect(numberMessage('12.5', 'totalWeight', context, true)).toBeUndefined();
  });
});

describe('hasMessages', () => {
  it('counts only messages that are there', () => {
    expect(hasMessages({ a: undefined })).toBe(false);
    expect(hasMessages({ a: undefined, b: 'x' })).toBe(true);
  });
});
