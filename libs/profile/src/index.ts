// The user's profile form: Settings and the shadowing screen's 'User Profile' modal show the same one.
export { ProfileForm, type ProfileFormProps, type ProfileFormUpdate } from './profile-form.js';
