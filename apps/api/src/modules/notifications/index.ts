export { enqueueEmail, enqueueEmails } from './outbox.repository.ts';
export { defineEmailJob, EMAIL_JOB } from './email.job.ts';
export { configureNotificationMail, notifyUsers, type NotificationRecipient } from './notify.ts';
export { notificationsModule } from './notifications.module.ts';
