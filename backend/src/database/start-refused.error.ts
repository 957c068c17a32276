/** The API will not start for a reason the operator can fix (port taken, data folder in use): printed as is, without a stack. */
export class StartRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
