const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // The specs read the word library's TypeScript sources, so no build is needed first.
  moduleNameMapper: {
    '^@speakwell/words$': '<rootDir>/../words/src/index.ts',
    '^@speakwell/contracts$': '<rootDir>/../contracts/src/index.ts',
    ...preset.moduleNameMapper,
  },
};
