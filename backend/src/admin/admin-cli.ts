// `npm run admin -- <command>`: who is an admin, decided on the server by an operator, against
// the same PostgreSQL as the API. See the README's "Admins" paragraph.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config.js';
import { openCliDatabase } from '../database/cli-database.js';
import { type AdminAccount, AdminRoles } from './admin-roles.js';
import { runOperatorCommand, UsageError } from '../config/operator-command.js';

const USAGE = `Usage: npm run admin -- <command>
  grant <email>     make an existing account an admin
  revoke <email>    make an admin a plain user again (never the last active admin)
  list              every admin account`;

const describe = (account: AdminAccount): string => `${account.email}  ${account.name}${account.active ? '' : '  (disabled)'}`;

async function run(argv: string[]): Promise<string> {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  const [command, email] = positionals;
  if (!command || command === 'help') throw new UsageError(USAGE);
  if ((command === 'grant' || command === 'revoke') && !email) throw new UsageError(USAGE);
  if (!['grant', 'revoke', 'list'].includes(command)) throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  const { db, close } = await openCliDatabase(loadConfig(), 'speakwell-admin-cli');
  const roles = new AdminRoles(db);
  try {
    if (command === 'grant') return `Admin: ${describe(await roles.grant(email ?? ''))}`;
    if (command === 'revoke') return `No longer admin: ${describe(await roles.revoke(email ?? ''))}`;
    const admins = await roles.list();
    return admins.length > 0 ? admins.map(describe).join('\n') : 'No admins yet. Make one with: npm run admin -- grant <email>';
  } finally {
    await close();
  }
}

runOperatorCommand(run);
