/** "YYYY-MM-DDTHH:mm" of a datetime-local input from the API's "YYYY-MM-DD HH:mm:ss". */
export const toLocalInput = (value: string) => value.slice(0, 16).replace(' ', 'T');

/** The API's "YYYY-MM-DD HH:mm:ss" from a datetime-local input's "YYYY-MM-DDTHH:mm". */
export const fromLocalInput = (value: string) => `${value.replace('T', ' ')}:00`;
