/** The product version shown in the API docs and /api/app-info. */
export const version = '0.1.0';
