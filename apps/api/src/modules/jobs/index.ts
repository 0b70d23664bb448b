export { createJobQueue, type JobQueue } from './job-queue.ts';
export { countJobsOfKinds, countQueuedJobs, insertJob as enqueueJob, insertJobs as enqueueJobs } from './jobs.repository.ts';
export { jobsModule } from './jobs.module.ts';
