/** What a custom call resolves to: the answer's data and the server's message for the toast. No imports: the fake API reads it too. */
export interface CallResult<T = unknown> {
    data: T;
    message: string;
}
