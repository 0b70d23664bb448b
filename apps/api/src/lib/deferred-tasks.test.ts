import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DeferredTasks } from './deferred-tasks.ts';

function replyOf(raw: EventEmitter): FastifyReply {
  return { raw } as unknown as FastifyReply;
}

function capturedLog() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  return { logger: pino({}, stream), text: () => lines.join('') };
}

describe('DeferredTasks', () => {
  it('starts the work only once the response has been sent, once, and waits for it when asked', async () => {
    const { logger } = capturedLog();
    const tasks = new DeferredTasks(logger);
    const raw = new EventEmitter();
    let runs = 0;
    tasks.afterResponse(replyOf(raw), 'count', async () => {
      runs += 1;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(0);
    raw.emit('finish');
    raw.emit('close');
    await tasks.idle();
    expect(runs).toBe(1);
  });

  it('logs a failure by task name and error class, never the message that may carry a link', async () => {
    const log = capturedLog();
    const tasks = new DeferredTasks(log.logger);
    const raw = new EventEmitter();
    tasks.afterResponse(replyOf(raw), 'password-reset-request', async () => {
      throw new TypeError('could not mail https://site/reset-password?token=secret-token-123');
    });
    raw.emit('close');
    await tasks.idle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.text()).not.toContain('secret-token-123');
    expect(JSON.parse(log.text())).toMatchObject({
      msg: 'deferred task failed',
      task: 'password-reset-request',
      error: { type: 'TypeError' },
    });
  });
});
