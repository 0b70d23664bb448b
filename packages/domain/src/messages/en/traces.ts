/** Server messages of order traces, in English. */
export const traces = {
  'traces.nonParticipating': 'Non-participating {{role}}',
  'traces.missing': 'Insufficient information to complete trace: ask {{supplier}} to log its transactions.',
  'traces.noDirectMatch':
    'No direct match for the documents of {{supplier}}: the listing shows all its transactions received from {{from}} to {{to}}.',
  'traces.ratio':
    '{{facility}} made {{output}} kg from {{input}} kg (ratio {{ratio}}), more than the supply-chain map allows (at most {{limit}} kg of output per kg of input).',
  'traces.ratioWithoutLimit': '{{facility}} made {{output}} kg from {{input}} kg: more output than input.',
  'traces.oversold':
    '{{facility}} sold {{sold}} kg from {{from}} to {{to}}, more than the {{available}} kg it bought and made in that period.',
} as const;
