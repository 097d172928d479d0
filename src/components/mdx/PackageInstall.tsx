import React from 'react';
import CodeBlock from '../CodeBlock/CodeBlock';
import Tabs from '../Tabs/Tabs';
import { installCommand, PACKAGE_MANAGERS } from '../../shared/install-command';
import { usePackageManager } from './usePackageManager';

/** Install commands in npm and yarn tabs; the choice carries over to every tab set and is remembered. */
export default function PackageInstall({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const [manager, setManager] = usePackageManager();
  return (
    <Tabs
      className="package-install"
      label="Package manager"
      selected={PACKAGE_MANAGERS.indexOf(manager)}
      onSelect={(index) => setManager(PACKAGE_MANAGERS[index])}
      tabs={PACKAGE_MANAGERS.map((name) => ({
        label: name,
        content: (
          <CodeBlock data-language="bash">
            <code>{installCommand(name, packages, dev)}</code>
          </CodeBlock>
        ),
      }))}
    />
  );
}
