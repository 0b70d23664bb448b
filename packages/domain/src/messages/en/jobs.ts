/** Server messages of the job queue's operator screen, in English. */
export const jobs = {
  'jobs.notDead': 'This job is not among the dead letters (it may have been retried already).',
  'jobs.twinWaiting': 'The same work is already waiting in the queue, so this dead letter was not retried.',
} as const;
