import type { TLegalDocument } from './legal-document.ts';

export const privacy: TLegalDocument = {
  title: 'Privacy policy',
  updated: '2026-11-21',
  intro:
    'This policy explains what personal data this OpenTrace site holds, why, who can see it, how long it is kept and what rights you have. It covers users of the site and the workers, community members and other people whose data is recorded in it.',
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      paragraphs: [
        'This site is run by an organisation that has installed the open-source OpenTrace software, called the operator. The operator decides why and how personal data is processed here and is responsible for it (the data controller). The OpenTrace open-source project writes the software and has no access to this site or its data.',
      ],
    },
    {
      id: 'data-we-hold',
      heading: '2. The data the platform holds',
      paragraphs: ['Depending on how the operator uses the platform, it holds:'],
      list: [
        'about users: name, email address, phone number if given, role, organisation, preferred language, and records of sign-ins and of important actions;',
        'about facilities and businesses: names, registration numbers and identifiers (such as Open Supply Hub or RMI identifiers), addresses, GPS locations, certifications, contact people and business partners;',
        'about products and transactions: purchases, sales, transports, transformations, product IDs, quantities, prices and supporting documents such as receipts;',
        'about workers and communities: answers to self-assessment questionnaires, which are mostly figures about a workforce, and grievance or incident reports, which can include the names of the people concerned and sensitive information such as health, working conditions, union activity or the age of a worker;',
        'about assessments: audit reports, risk assessments, improvement plans and DNA or marker test results;',
        'technical data: security logs and IP addresses, used to protect the service against abuse.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why the data is used',
      paragraphs: [
        'The data is used to trace products, to identify, prevent and remedy labour risks such as forced and child labour, to respond to grievances, to meet due-diligence and reporting obligations under the law, and to keep the service secure. Depending on the situation, the legal basis is a contract, a legal obligation, the legitimate interest in responsible supply chains, or consent where the law requires it.',
        'The data is never sold and is not used for advertising.',
      ],
    },
    {
      id: 'grievance-confidentiality',
      heading: '4. Confidentiality of grievances',
      paragraphs: [
        'Grievance and incident reports are visible only to the administrators and assessors who handle them. Every reading and every change of a report is recorded in an audit log. Details that identify the person who reported are not passed to the facility concerned unless that person agrees or the law requires it. Information from reports must never be used against the people who made them.',
      ],
    },
    {
      id: 'who-sees-what',
      heading: '5. Who can see what',
      paragraphs: [
        'Access depends on your role. A brand sees the suppliers, traces, risk information and improvement plans linked to its own orders and suppliers; a producer sees its own facility, transactions and registered partners; an assessor sees the reports assigned to them; administrators of the operator manage users, facilities and reports.',
        "The operator may use service providers, for example for hosting or sending email, who process data only on the operator's instructions. Data is disclosed to public authorities only where the law requires it.",
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies and storage in your browser',
      paragraphs: [
        "The site sets one cookie, which keeps you signed in and expires with your session. Your browser's local storage keeps your language choice and, for accounts with many permissions, the profile part of your session. The site uses no advertising or tracking cookies.",
      ],
    },
    {
      id: 'retention',
      heading: '7. How long data is kept',
      paragraphs: ['Data is kept only as long as it is needed:'],
      list: [
        'user accounts: while the account is active, then for the period the operator sets to close it properly;',
        'traceability and transaction records: as long as needed to show the chain of custody and to meet due-diligence obligations, which can be several years;',
        'grievance and incident reports: as long as needed to resolve the case and to show how it was remedied, after which they are deleted or anonymised;',
        'security logs: for a limited period, long enough to investigate incidents;',
        'password reset links: 15 minutes, and a link can be used only once.',
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes. Connections are encrypted, access is limited by role and permission, sign-in attempts are rate-limited, and sensitive actions are logged. No system is completely secure; if a breach affects your data, the operator will inform you and the authorities as the law requires.',
      ],
    },
    {
      id: 'rights',
      heading: '9. Your rights',
      paragraphs: [
        'Depending on the law that applies to you, you can ask to see the data held about you, to correct it, to delete it, to restrict or object to its use, and to receive it in a portable format. You can correct your profile and delete your own account in the application. For any other request, or if your data was entered by someone else, contact the operator. You can also complain to your data protection authority.',
      ],
    },
    {
      id: 'transfers-and-changes',
      heading: '10. Transfers and changes',
      paragraphs: [
        'If the operator hosts data in another country, or shares it with participants in other countries along the value chain, it does so with the safeguards the law requires. The operator will announce significant changes to this policy in the application.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: [
        'For questions about your data or this policy, contact the operator of this site. Your administrator can tell you how to reach them.',
      ],
    },
  ],
};
