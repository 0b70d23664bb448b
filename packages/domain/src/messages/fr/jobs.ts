import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the job queue's operator screen, in French. */
export const jobs = {
  'jobs.notDead': 'Cette tâche ne fait pas partie des lettres mortes (elle a peut-être déjà été relancée).',
  'jobs.twinWaiting': "Le même travail attend déjà dans la file : cette lettre morte n'a pas été relancée.",
} satisfies Partial<TMessageCatalogue>;
