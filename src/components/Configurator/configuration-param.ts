/** The query parameter that carries a configuration: `?props={"mode":"outlined"}`. On its own, so the page's code gets it without url-state.ts. */
export const CONFIGURATION_PARAM = 'props';
