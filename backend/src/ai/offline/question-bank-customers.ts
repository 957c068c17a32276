import type { QuestionSubject } from './question-bank.js';

/** Roles that face customers: sales, customer service and marketing. */
export const CUSTOMER_SUBJECTS: readonly QuestionSubject[] = [
  {
    name: 'sales',
    weight: 3,
    keywords: ['sales', 'selling', 'sell', 'account executive', 'business development', 'bdr', 'sdr', 'account manager', 'deal', 'prospecting', 'cold call'],
    questions: [
      'Sell me this pen.',
      'Tell me about the biggest deal you have closed. How did you win it?',
      'How do you handle a prospect who says your product is too expensive?',
      'Describe your process for qualifying a new lead.',
      'Tell me about a deal you lost. What did you learn from it?',
      'How do you keep your pipeline healthy when you are close to missing your quota?',
      'How would you open a cold call to a busy decision maker?',
      'Tell me about a time you turned an unhappy customer into a repeat buyer.',
      'How do you build trust with a client in the first meeting?',
      'What questions do you ask to discover what a customer really needs?',
    ],
  },
  {
    name: 'customer service',
    weight: 3,
    keywords: ['customer service', 'customer support', 'support', 'customer success', 'help desk', 'helpdesk', 'call center', 'hospitality', 'retail'],
    questions: [
      'Tell me about a time you dealt with an angry customer. What did you do and how did it end?',
      'How do you handle a request that goes against company policy?',
      'Describe a time you went beyond what was expected for a customer.',
      'How do you stay calm and positive after a string of difficult calls?',
      'How would you explain a technical problem to a customer who is not technical?',
      'Tell me about a time you had to say no to a customer. How did you keep the relationship?',
      'How do you prioritise when several customers need help at once?',
      'What does excellent customer service mean to you? Give an example.',
    ],
  },
  {
    name: 'marketing',
    weight: 3,
    keywords: ['marketing', 'brand', 'branding', 'campaign', 'growth', 'seo', 'content', 'social media', 'advertising'],
    questions: [
      'Tell me about a campaign you ran. What was the goal and what were the results?',
      'How would you launch a new product with a small budget?',
      'How do you decide which marketing channels to invest in?',
      'Describe a campaign that did not work. What did you learn?',
      'How would you measure the return on a brand awareness campaign?',
      'How do you define and reach a target audience for a new product?',
      'Tell me about a time you used data to change a marketing plan.',
      'What brand do you admire for its marketing, and why?',
    ],
  },
];
