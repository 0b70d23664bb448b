export { enqueueEmail, enqueueEmails } from './outbox.repository.ts';
export { createOutboxWorker } from './outbox.worker.ts';
export type { OutboxWorker } from './outbox.worker.ts';
