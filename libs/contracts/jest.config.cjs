// The shared jest preset is a workspace file, not a project, so the boundary rule does not apply.
module.exports = { ...require('../../jest.preset.cjs'), testEnvironment: 'node' };
