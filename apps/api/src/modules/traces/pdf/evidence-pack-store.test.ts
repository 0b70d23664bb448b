import type { TEvidencePack } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/clock.ts';
import { EVIDENCE_PACK_TTL_MS, EvidencePackStore } from './evidence-pack-store.ts';

const pack = { language: 'en', timezone: 'UTC' } as TEvidencePack;

describe('EvidencePackStore', () => {
  it('hands out a fresh 128-bit token per pack', () => {
    const store = new EvidencePackStore(new ManualClock());
    const first = store.put(pack);
    const second = store.put(pack);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(16);
    expect(second).not.toBe(first);
  });

  it('answers the pack for 30 minutes, then forgets it', () => {
    const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
    const store = new EvidencePackStore(clock);
    const token = store.put(pack);
    clock.advance(EVIDENCE_PACK_TTL_MS - 1);
    expect(store.get(token)).toBe(pack);
    clock.advance(1);
    expect(store.get(token)).toBeNull();
    expect(store.size).toBe(0);
  });

  it('forgets a deleted token and never knew a guessed one', () => {
    const store = new EvidencePackStore(new ManualClock());
    const token = store.put(pack);
    store.delete(token);
    expect(store.get(token)).toBeNull();
    expect(store.get('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });

  it('drops expired packs nobody came for when the next one arrives', () => {
    const clock = new ManualClock();
    const store = new EvidencePackStore(clock);
    store.put(pack);
    store.put(pack);
    clock.advance(EVIDENCE_PACK_TTL_MS);
    store.put(pack);
    expect(store.size).toBe(1);
  });
});
