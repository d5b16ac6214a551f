/** Where every lead form posts, with or without JavaScript (the forms' `action`). */
export const LEADS_ENDPOINT = '/api/leads';
