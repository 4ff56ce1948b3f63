// The error for a results folder that cannot be used as asked (unreadable, inconsistent, edited,
// made with other settings, in use): one line naming the file, reported with exit code 2.
export class ResultsError extends Error {}
