import { randomBytes } from 'node:crypto';
import type { TEvidencePack } from '@opentrace/domain';
import type { Clock } from '../../../core/clock.ts';

/** DOMAIN.md §5.3: a pack waits at most 30 minutes for the print page to read it. */
export const EVIDENCE_PACK_TTL_MS = 30 * 60_000;

/**
 * The packs waiting to be printed, under 128-bit random tokens. The browser that prints a pack is
 * started by this same process and reads it back through this same process (loopback), so memory is
 * enough even with several API nodes behind a load balancer, and no table or migration is needed.
 */
export class EvidencePackStore {
  private readonly packs = new Map<string, { pack: TEvidencePack; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = EVIDENCE_PACK_TTL_MS,
  ) {}

  put(pack: TEvidencePack): string {
    this.sweep();
    const token = randomBytes(16).toString('base64url');
    this.packs.set(token, { pack, expiresAt: this.clock.now().getTime() + this.ttlMs });
    return token;
  }

  /** The pack, while its token is known and younger than the time to live. */
  get(token: string): TEvidencePack | null {
    const entry = this.packs.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.packs.delete(token);
      return null;
    }
    return entry.pack;
  }

  delete(token: string): void {
    this.packs.delete(token);
  }

  get size(): number {
    return this.packs.size;
  }

  /** Drops the packs whose print never came, so a browser that died mid-render leaks nothing for long. */
  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [token, entry] of this.packs) if (entry.expiresAt <= now) this.packs.delete(token);
  }
}
