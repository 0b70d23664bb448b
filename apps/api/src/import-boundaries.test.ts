import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Only the boundary rule: the cycle check reads the linted file from disk, and these files exist only here.
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths' });

/** The boundary errors lint reports for `source` as if it were the file at `path` (relative to the repository). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('API import boundaries (ARCHITECTURE.md §3), as lint enforces them', () => {
  it("refuses a module reaching into another module's files, and accepts its index.ts", async () => {
    const intoRepository = await boundaryErrors(
      'apps/api/src/modules/partners/example.ts',
      "import { findUserByEmail } from '../users/users.repository.ts';\nexport const f = findUserByEmail;\n",
    );
    expect(intoRepository.join('\n')).toMatch(/only through its index\.ts/);
    const throughIndex = await boundaryErrors(
      'apps/api/src/modules/partners/example.ts',
      "import { findUserByEmail } from '../users/index.ts';\nexport const f = findUserByEmail;\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('keeps the kernel and the adapters below every module', async () => {
    const kernel = await boundaryErrors(
      'apps/api/src/core/example.ts',
      "import { usersModule } from '../modules/users/index.ts';\nexport const f = usersModule;\n",
    );
    expect(kernel.join('\n')).toMatch(/core\/ is the kernel/);
    const adapter = await boundaryErrors(
      'apps/api/src/lib/example.ts',
      "import { authPlugin } from '../plugins/auth.ts';\nexport const f = authPlugin;\n",
    );
    expect(adapter.join('\n')).toMatch(/lib\/ holds adapters only/);
  });

  it('lets the seeds and the app shell use a module through its index.ts only', async () => {
    const seed = await boundaryErrors(
      'apps/api/src/seed/example.ts',
      "import { UsersService } from '../modules/users/users.service.ts';\nexport const f = UsersService;\n",
    );
    expect(seed.join('\n')).toMatch(/through its index\.ts only/);
  });

  it('keeps modules below the app shell', async () => {
    const upward = await boundaryErrors(
      'apps/api/src/modules/users/example.ts',
      "import { authPlugin } from '../../plugins/auth.ts';\nexport const f = authPlugin;\n",
    );
    expect(upward.join('\n')).toMatch(/never import it/);
  });
});
