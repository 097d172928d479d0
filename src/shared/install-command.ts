/** Package managers the guides show install commands for, in tab order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** `<PackageInstall packages="a b" dev />`'s command for one package manager. */
export function installCommand(manager: PackageManager, packages: string, dev = false): string {
  if (manager === 'yarn') return `yarn add${dev ? ' --dev' : ''} ${packages}`;
  return `npm install${dev ? ' --save-dev' : ''} ${packages}`;
}
