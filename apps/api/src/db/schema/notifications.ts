// The e-mail outbox became the job queue (jobs.ts); in-app notifications add their tables here.
export {};
