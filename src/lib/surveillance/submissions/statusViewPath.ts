/** Where the office's submissions view lives inside the admin panel (after /admin). */
export const STATUS_VIEW_PATH = '/submission-status'
