// The pages before sign-in check the API's answers against the contracts, but load them (and
// zod) only when a form is sent, while its request runs: the login page itself stays light.
const contracts = () => import('@speakwell/contracts');

export const loadLoginResponse = () => contracts().then((module) => module.LoginResponse);
export const loadRegisterResponse = () => contracts().then((module) => module.RegisterResponse);
