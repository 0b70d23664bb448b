export { createJobQueue, PermanentJobError, type JobContext, type JobKind, type JobQueue } from './job-queue.ts';
export type { JobSchedule } from './job-schedule.ts';
export { insertJob as enqueueJob, insertJobs as enqueueJobs, type NewJob } from './jobs.repository.ts';
export { jobsModule } from './jobs.module.ts';
