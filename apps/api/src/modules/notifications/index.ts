export { enqueueEmail, enqueueEmails } from './outbox.repository.ts';
export { defineEmailJob, EMAIL_JOB } from './email.job.ts';
