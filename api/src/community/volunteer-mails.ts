import { renderMail } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { asParagraphs, mailSubject } from './mail-subject.js';
import type { VolunteerApplication } from './volunteer-application.entity.js';

/** The retreat inbox's copy of a volunteer application; Reply-To is the applicant. */
export function volunteerNotification(application: VolunteerApplication, inbox: string): OutgoingMail {
  const content = renderMail({
    language: 'en',
    greeting: 'Hello team,',
    paragraphs: [
      `${application.name} applied to volunteer. Reply to this e-mail to answer them directly.`,
      'Motivation:',
      ...asParagraphs(application.motivation),
      ...(application.previousExperience
        ? ['Previous experience:', ...asParagraphs(application.previousExperience)]
        : []),
    ],
    details: [
      ['Name', application.name],
      ['E-mail', application.email],
      ['Phone', application.phone],
      ['Nationality', application.nationality],
      ['Age', String(application.age)],
      ['Accommodation', application.accommodationType],
      ['Available from', application.availableFrom ?? 'open'],
      ['Stay', `${application.duration} weeks`],
      ['Skills', application.skills.join(', ') || '—'],
      ['Dietary requirements', application.dietaryRequirements ?? '—'],
      ['Application', `#${application.id}`],
    ],
  });
  return {
    to: inbox,
    replyTo: application.email,
    subject: mailSubject('Volunteer application:', application.name, `(${application.duration} weeks)`),
    ...content,
  };
}
