import type { TLegalDocument } from './legal-document.ts';

export const terms: TLegalDocument = {
  title: 'Terms and conditions',
  updated: '2026-11-21',
  intro:
    'These terms apply to everyone who uses this OpenTrace site, through the web application or the API. Please read them before you use the service; by signing in you accept them.',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who runs this site',
      paragraphs: [
        'OpenTrace is open-source software for tracing products along their value chain and for labour-risk due diligence. The software is written by an open-source project. Each OpenTrace site is installed and run by an organisation, called the operator in these terms: for example a brand, an industry association, a multi-stakeholder initiative or a non-governmental organisation.',
        'The operator of this site decides who is invited, which roles and permissions exist, how the system is configured and how long data is kept. The operator is responsible for the service you use here. The open-source project does not run this site and has no access to its data.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Accounts',
      paragraphs: [
        'Accounts are created by invitation. Your account is personal: do not share your password, and use a password that you do not use anywhere else. Tell your administrator at once if you think someone else has used your account.',
        'API user accounts exist so that other systems can exchange data with this site. They can only be used through the API, and the organisation that holds one is responsible for every call made with it.',
        'The operator may deactivate an account that breaks these terms, that is no longer needed, or whose security is in doubt.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '3. Acceptable use',
      paragraphs: ['When you use this site you agree to:'],
      list: [
        'record only real transactions, products, facilities and test results, as accurately as you can, and correct mistakes when you notice them;',
        'look only at the data your role gives you access to, and not try to reach data of other organisations;',
        'never use information from the site to identify, punish or retaliate against a worker, a community member or anyone else who raised a concern or submitted a grievance;',
        'not upload malicious files, and not probe, scan, overload or copy the service in bulk by automated means other than the documented API;',
        'respect the law that applies to you, including labour, data protection and anti-corruption law.',
      ],
    },
    {
      id: 'your-data',
      heading: '4. Data you enter',
      paragraphs: [
        'You remain responsible for the data you and your organisation enter. Data about products and transactions is shared along the chain of custody as the platform shows it: for example, a brand sees the suppliers and transactions that lead to its own orders, and a producer sees its own facility and its registered business partners.',
        'You allow the operator and the participants who are entitled to see your data to use it for traceability, due diligence, remediation and reporting. You should not enter personal data about other people unless you are allowed to share it for these purposes.',
      ],
    },
    {
      id: 'grievances',
      heading: '5. Grievances and incident reports',
      paragraphs: [
        'Grievance and incident reports are confidential. Only the administrators and assessors assigned to a report can read it, and every reading and change of a report is recorded in an audit log.',
        'Reports must be made in good faith. Using the reporting tools to harass someone, or knowingly making a false report, breaks these terms. Nobody may be disadvantaged for having made a report in good faith.',
      ],
    },
    {
      id: 'results',
      heading: '6. What the results mean',
      paragraphs: [
        'Traces, mass-balance figures, risk scores, questionnaire results and test results help you make due-diligence decisions. They depend on the data that participants enter and on how the operator configured the system. They are not a certification or an audit on their own, and they do not replace your own judgement or your legal obligations.',
      ],
    },
    {
      id: 'availability',
      heading: '7. Availability and changes',
      paragraphs: [
        'The operator aims to keep the service available but may interrupt it for maintenance or security reasons. The OpenTrace software is provided under its open-source licence, without warranty.',
        'The operator may change these terms. Significant changes are announced in the application before they take effect; if you continue to use the service afterwards, the new terms apply.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      paragraphs: [
        'To the extent the law allows, neither the operator nor the open-source project is liable for indirect loss arising from the use of the service or from data entered by other participants. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'contact',
      heading: '9. Contact',
      paragraphs: [
        'Questions about these terms, your account or the data held about you go to the operator of this site. Your administrator can tell you how to reach them. The privacy policy explains how personal data is handled and how to exercise your rights.',
      ],
    },
  ],
};
