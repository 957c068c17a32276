/**
 * IELTS Speaking part 2 cue cards, one line each as the question is stored: the task, "You
 * should say" with the points to cover, and "and explain ...". A session on "IELTS part 2" asks these only.
 */
export const IELTS_CUE_CARDS: readonly string[] = [
  'Describe a book you have read that you found interesting. You should say what the book was, when you read it, what it was about, and explain why you found it interesting.',
  'Describe a person who has had an important influence on your life. You should say who the person is, how you know them, what they did, and explain why they influenced you.',
  'Describe a place you would love to visit. You should say where it is, how you would get there, what you would do there, and explain why you want to go.',
  'Describe a skill you learned that took a long time. You should say what the skill is, how you learned it, how long it took, and explain how you feel about it now.',
  'Describe a time you helped someone. You should say who you helped, how you helped them, why they needed help, and explain how you felt about it.',
  'Describe a festival or celebration that is important in your country. You should say what it is called, when it takes place, what people do during it, and explain why it is important.',
  'Describe a piece of technology you find useful. You should say what it is, when you got it, how often you use it, and explain why it is useful to you.',
  'Describe a memorable journey you have made. You should say where you went, who you travelled with, how you travelled, and explain why the journey was memorable.',
  'Describe a teacher who helped you at school. You should say who the teacher was, what subject they taught, what they did to help you, and explain why you remember them.',
  'Describe a goal you would like to achieve in the future. You should say what the goal is, when you decided on it, what you are doing to reach it, and explain why it matters to you.',
  'Describe a park or garden you enjoy visiting. You should say where it is, what it looks like, what you do there, and explain why you like it.',
  'Describe a meal you enjoyed with other people. You should say where you had it, who you were with, what you ate, and explain why you enjoyed it.',
  'Describe a film that made a strong impression on you. You should say what the film was, when you saw it, what happened in it, and explain why it made an impression on you.',
  'Describe an important decision you made. You should say what the decision was, when you made it, what choices you had, and explain why you decided as you did.',
  'Describe a hobby you enjoy. You should say what the hobby is, when you started it, how much time you spend on it, and explain why you enjoy it.',
  'Describe a time you were very busy. You should say when it was, what you had to do, how you managed your time, and explain how you felt about being so busy.',
  'Describe a gift you gave to someone. You should say what the gift was, who you gave it to, why you chose it, and explain how the person reacted.',
  'Describe a building you find beautiful. You should say where it is, what it looks like, what it is used for, and explain why you find it beautiful.',
  'Describe a website or app you use often. You should say what it is, what you use it for, how you found it, and explain why you use it so often.',
  'Describe a time you learned something from a mistake. You should say what the mistake was, when it happened, what you did about it, and explain what you learned from it.',
  'Describe a sport or exercise you would like to try. You should say what it is, where you could do it, what equipment you would need, and explain why you would like to try it.',
  'Describe a friend you have known for a long time. You should say who the friend is, how you met, what you do together, and explain why the friendship has lasted.',
  'Describe an interesting conversation you had with a stranger. You should say who the person was, where you met, what you talked about, and explain why the conversation was interesting.',
  'Describe a song or piece of music that means a lot to you. You should say what it is, when you first heard it, how often you listen to it, and explain why it means a lot to you.',
];
