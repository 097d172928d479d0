// Validation moved to gatsby/config/validate-site-config.ts (Node only). This shim keeps
// `./docs`'s import working until it imports './site-config-error' itself; then delete it.
export { SiteConfigError } from './site-config-error';
