// A usage or input error: reported as one line, exit code 2.
export class UsageError extends Error {}
